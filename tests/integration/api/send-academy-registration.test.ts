/** @jest-environment node */
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
  await db.query('TRUNCATE academy_registrations, email_outbox, email_recipient_limits');
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
