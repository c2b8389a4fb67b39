/** @jest-environment node */
import { ACADEMY_CONFIRMATIONS_PER_ADDRESS } from '@/lib/email/recipient-limit';
import { apiRequest, captureAfterTasks, readJson, setupTestDatabase } from './helpers';

const db = setupTestDatabase();
const PATH = '/api/send-academy-registration';
let POST: (request: Request) => Promise<Response>;
let tasks: Array<() => Promise<void>>;
let site: typeof import('@/lib/site').site;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/send-academy-registration/route'));
  ({ site } = await import('@/lib/site'));
  tasks = await captureAfterTasks();
});

beforeEach(async () => {
  tasks.length = 0;
  await db.query(
    'TRUNCATE academy_registrations, contact_messages, email_outbox, email_recipient_limits',
  );
});

const registration = {
  contactName: 'Lena Ek',
  contactEmail: 'lena@foretag.example',
  contactPhone: '+46 70 000 00 00',
  contactPosition: 'HR-chef',
  companyName: 'Företaget AB',
  companyOrgNumber: '556000-0000',
  billingAddress: 'Storgatan 1',
  billingZipCode: '111 22',
  billingCity: 'Stockholm',
  billingCountry: 'Sverige',
  invoiceReference: 'REF-123',
  invoiceEmail: 'faktura@foretag.example',
  message: 'Två deltagare.',
  language: 'sv',
};

const FIELDS = Object.keys(registration).filter((key) => key !== 'language');
const registrations = () => db.query('SELECT * FROM academy_registrations');
const outbox = () =>
  db.query<{ recipient: string; subject: string; text: string }>(
    'SELECT recipient, subject, text FROM email_outbox',
  );

test('stores all thirteen fields and queues the staff notice and a Swedish confirmation', async () => {
  const response = await POST(apiRequest(PATH, registration));
  expect(response.status).toBe(200);
  expect(await readJson(response)).toEqual({ ok: true });
  const [row] = await registrations();
  expect(row).toMatchObject({
    language: 'sv',
    contact_name: 'Lena Ek',
    contact_email: 'lena@foretag.example',
    company_org_number: '556000-0000',
    billing_zip_code: '111 22',
    invoice_email: 'faktura@foretag.example',
    message: 'Två deltagare.',
  });
  const mails = await outbox();
  expect(mails.map((mail) => mail.recipient).sort()).toEqual(
    [site.staffEmail, 'lena@foretag.example'].sort(),
  );
  const staff = mails.find((mail) => mail.recipient === site.staffEmail);
  expect(staff?.text).toContain('REF-123');
  expect(staff?.subject).toMatch(/^Ny anmälan till Akademin: /);
  expect(mails.find((mail) => mail.recipient === 'lena@foretag.example')?.subject).toMatch(
    /^Tack för er anmälan till Akademin/,
  );
  expect(tasks).toHaveLength(1);
});

describe('every participant is confirmed, a repeat is not, a stranger’s inbox is bounded', () => {
  const confirmations = async () =>
    (await outbox()).filter((mail) => mail.recipient === registration.contactEmail);
  const register = (fields: Partial<typeof registration> = {}) =>
    POST(apiRequest(PATH, { ...registration, ...fields }));

  test('two participants registered from one address: two confirmations', async () => {
    expect((await register()).status).toBe(200);
    // "Register another participant": the same contact person, another participant's details.
    expect((await register({ contactName: 'Per Ek', message: 'Deltagare två.' })).status).toBe(200);
    expect(await registrations()).toHaveLength(2);
    expect(await confirmations()).toHaveLength(2);
  });

  test('the same registration twice: two rows for staff, one confirmation', async () => {
    await register();
    await register();
    expect(await registrations()).toHaveLength(2);
    expect((await outbox()).filter((mail) => mail.recipient === site.staffEmail)).toHaveLength(2);
    expect(await confirmations()).toHaveLength(1);
  });

  test('a contact message the same day leaves the registration’s confirmation alone', async () => {
    const { POST: contact } = await import('@/app/api/send-contact-email/route');
    const message = {
      name: 'Lena Ek',
      email: registration.contactEmail,
      company: 'Företaget AB',
      phone: '+46 70 000 00 00',
      service: 'academy',
      message: 'En fråga först.',
      language: 'sv',
      gdprConsent: true,
    };
    expect((await contact(apiRequest('/api/send-contact-email', message))).status).toBe(200);
    await register();
    expect(await confirmations()).toHaveLength(2);
  });

  test(`at most ${ACADEMY_CONFIRMATIONS_PER_ADDRESS} a day to one address, none with typed text`, async () => {
    for (let i = 0; i <= ACADEMY_CONFIRMATIONS_PER_ADDRESS; i += 1) {
      expect((await register({ contactName: `Deltagare ${i}` })).status).toBe(200);
    }
    expect(await registrations()).toHaveLength(ACADEMY_CONFIRMATIONS_PER_ADDRESS + 1);
    const sent = await confirmations();
    expect(sent).toHaveLength(ACADEMY_CONFIRMATIONS_PER_ADDRESS);
    for (const value of ['Deltagare', registration.message, registration.companyName, 'REF-123']) {
      expect(sent.map((mail) => `${mail.subject}\n${mail.text}`).join('\n')).not.toContain(value);
    }
    // The counts keep hashes: no address, name or other typed text in clear.
    const counts = JSON.stringify(await db.query('SELECT * FROM email_recipient_limits'));
    expect(counts).not.toMatch(/foretag\.example|Deltagare|Företaget/);
  });
});

test('the confirmation promises only what the form collected: no participant login details', async () => {
  await POST(apiRequest(PATH, registration));
  const text = (await outbox()).find((mail) => mail.recipient === registration.contactEmail)?.text;
  expect(text).toContain('fakturan till den e-postadress för fakturor som ni angav');
  expect(text).toContain('senast nästa arbetsdag');
  expect(text).not.toMatch(/inloggning/i);
});

test('English registrations are confirmed in English', async () => {
  await POST(apiRequest(PATH, { ...registration, language: 'en' }));
  const confirmation = (await outbox()).find(
    (mail) => mail.recipient === registration.contactEmail,
  );
  expect(confirmation?.subject).toMatch(/^Thank you for your Academy registration/);
});

test('an empty body reports all thirteen fields at once', async () => {
  const response = await POST(apiRequest(PATH, { language: 'en' }));
  expect(response.status).toBe(400);
  const { fields } = await readJson(response);
  expect(Object.keys(fields as object).sort()).toEqual([...FIELDS].sort());
  expect(await registrations()).toHaveLength(0);
});

test.each([
  ['contactEmail', 'lena.foretag.example', 'email'],
  ['invoiceEmail', 'faktura@', 'email'],
  ['billingZipCode', 'x'.repeat(21), 'tooLong'],
  ['message', '   ', 'required'],
  ['companyOrgNumber', ['556000-0000'], 'required'],
])('%s = %j -> 400 %s, nothing stored', async (field, value, key) => {
  const response = await POST(apiRequest(PATH, { ...registration, [field]: value }));
  expect(response.status).toBe(400);
  expect((await readJson(response)).fields).toEqual({ [field]: key });
  expect(await registrations()).toHaveLength(0);
  expect(await outbox()).toHaveLength(0);
});

test('extra fields are dropped; honeypot quiet; wrong origin refused', async () => {
  expect((await POST(apiRequest(PATH, { ...registration, price: 0, status: 'paid' }))).status).toBe(
    200,
  );
  expect(JSON.stringify(await registrations())).not.toMatch(/paid/);
  await db.query('TRUNCATE academy_registrations, email_outbox, email_recipient_limits');
  expect((await POST(apiRequest(PATH, { ...registration, website: 'spam' }))).status).toBe(200);
  expect(
    (await POST(apiRequest(PATH, registration, { headers: { 'sec-fetch-site': 'cross-site' } })))
      .status,
  ).toBe(403);
  expect(await registrations()).toHaveLength(0);
});
