/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { apiRequest, captureAfterTasks, readJson, setupTestDatabase } from './helpers';

jest.mock('@/lib/email/queue', () => {
  const actual = jest.requireActual<typeof import('@/lib/email/queue')>('@/lib/email/queue');
  return { ...actual, queueLeadEmails: jest.fn(actual.queueLeadEmails) };
});

const db = setupTestDatabase();
const PATH = '/api/send-contact-email';
let POST: (request: Request) => Promise<Response>;
let routeModule: Record<string, unknown>;
let tasks: Array<() => Promise<void>>;
let site: typeof import('@/lib/site').site;

beforeAll(async () => {
  routeModule = await import('@/app/api/send-contact-email/route');
  POST = routeModule.POST as typeof POST;
  ({ site } = await import('@/lib/site'));
  tasks = await captureAfterTasks();
});

beforeEach(async () => {
  tasks.length = 0;
  await db.query(
    'TRUNCATE contact_messages, email_outbox, email_recipient_limits, lead_submissions',
  );
});

const contact = {
  name: 'Anna Svensson',
  email: 'anna@example.se',
  company: 'Exempel AB',
  phone: '+46 70 123 45 67',
  service: 'immigration',
  message: 'Vi behöver hjälp med arbetstillstånd.',
  language: 'sv',
};

const techsverige = {
  type: 'techsverige',
  companyName: 'Tech AB',
  organizationNumber: '556677-8899',
  firstName: 'Erik',
  lastName: 'Lund',
  mobile: '070-1234567',
  email: 'erik@tech.example',
  message: 'We are members and want the offer.',
  language: 'en',
  recipient: 'attacker@evil.example',
};

const reference = {
  type: 'reference',
  language: 'sv',
  company: 'Kund AB',
  name: 'Karin Berg',
  title: 'HR-chef',
  email: 'karin@kund.example',
  phone: '+46 8 123 456',
  reference: 'Mycket professionellt bemötande.',
  consentMarketing: true,
  consentPrivacy: true,
  recipient: 'attacker@evil.example',
};

type Row = Record<string, unknown>;
const rows = () => db.query<Row>('SELECT * FROM contact_messages');
const outbox = () =>
  db.query<{
    recipient: string;
    reply_to: string | null;
    subject: string;
    status: string;
    lead_kind: string;
  }>(
    'SELECT recipient, reply_to, subject, status, lead_kind FROM email_outbox ORDER BY idempotency_key DESC',
  );

async function expectNothingStored() {
  expect(await rows()).toHaveLength(0);
  expect(await outbox()).toHaveLength(0);
  expect(tasks).toHaveLength(0);
}

describe('valid messages', () => {
  test('a contact message is stored once with its two emails, then delivered after the response', async () => {
    const response = await POST(apiRequest(PATH, { ...contact, gdprConsent: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(response)).toEqual({ ok: true });

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'contact',
      language: 'sv',
      name: 'Anna Svensson',
      email: 'anna@example.se',
      company: 'Exempel AB',
      phone: '+46 70 123 45 67',
      service: 'immigration',
      message: 'Vi behöver hjälp med arbetstillstånd.',
      consent_privacy: true,
    });

    const [staff, confirmation] = await outbox();
    expect(staff).toMatchObject({
      recipient: site.staffEmail,
      reply_to: 'anna@example.se',
      status: 'pending',
    });
    expect(staff?.subject).toBe('Nytt kontaktmeddelande: Anna Svensson');
    expect(confirmation).toMatchObject({ recipient: 'anna@example.se', status: 'pending' });
    expect(confirmation?.subject).toMatch(/^Tack för ert meddelande/);

    expect(tasks).toHaveLength(1);
    await tasks[0]?.();
    expect((await outbox()).map((mail) => mail.status)).toEqual(['logged', 'logged']);
    expect(readdirSync(db.mailDir).length).toBeGreaterThanOrEqual(2);
  });

  test('language training is a service; staff read it in the form’s words', async () => {
    const response = await POST(apiRequest(PATH, { ...contact, service: 'language' }));
    expect(response.status).toBe(200);
    expect((await rows())[0]).toMatchObject({ service: 'language' });
    const [staff] = await db.query<{ text: string }>(
      'SELECT text FROM email_outbox WHERE recipient = $1',
      [site.staffEmail],
    );
    expect(staff?.text).toContain('Tjänst: Språkutbildning för arbetslivet');
  });

  test('a body without type is a contact message; the English visitor is answered in English', async () => {
    const response = await POST(apiRequest(PATH, { ...contact, language: 'en' }));
    expect(response.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'contact', language: 'en', consent_privacy: null });
    const confirmation = (await outbox()).find((mail) => mail.recipient === contact.email);
    expect(confirmation?.subject).toMatch(/^Thank you for your message/);
  });

  test('techsverige: stored in its columns; the posted recipient is ignored', async () => {
    const response = await POST(apiRequest(PATH, techsverige));
    expect(response.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'techsverige',
      language: 'en',
      company: 'Tech AB',
      organization_number: '556677-8899',
      first_name: 'Erik',
      last_name: 'Lund',
      phone: '070-1234567',
      email: 'erik@tech.example',
    });
    const mails = await outbox();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [site.staffEmail, 'erik@tech.example'].sort(),
    );
    expect(JSON.stringify(mails)).not.toContain('evil.example');
    expect(mails.find((mail) => mail.recipient === 'erik@tech.example')?.subject).toMatch(
      /^Thank you for your enquiry/,
    );
  });

  test("reference: goes to the CEO's mailbox, never to the posted recipient; consents stored", async () => {
    const response = await POST(apiRequest(PATH, reference));
    expect(response.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'reference',
      name: 'Karin Berg',
      title: 'HR-chef',
      message: 'Mycket professionellt bemötande.',
      consent_privacy: true,
      consent_marketing: true,
    });
    const mails = await outbox();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [site.ceo.email, 'karin@kund.example'].sort(),
    );
    expect(JSON.stringify(mails)).not.toContain('evil.example');
  });

  test('five messages for one address from five clients in a minute: five leads and staff notifications, one confirmation', async () => {
    const typed = {
      ...contact,
      email: 'victim@example.com',
      name: 'Your account is locked - verify at https://evil.example/login now',
      company: 'Evil Example Ltd',
      message: 'Reset your password at https://evil.example/reset',
    };
    const answers = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'].map((ip) =>
        POST(apiRequest(PATH, typed, { ip })),
      ),
    );
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows()).toHaveLength(5);
    const emails = await db.query<{
      recipient: string;
      subject: string;
      html: string;
      text: string;
    }>('SELECT recipient, subject, html, text FROM email_outbox');
    expect(emails.filter((email) => email.recipient === site.staffEmail)).toHaveLength(5);
    const confirmations = emails.filter((email) => email.recipient === typed.email);
    expect(confirmations).toHaveLength(1);
    const sent = JSON.stringify(confirmations);
    for (const value of [typed.name, typed.company, typed.message, 'evil.example', 'locked']) {
      expect(sent).not.toContain(value);
    }
  });

  test('unknown and extra fields are dropped, never stored', async () => {
    const forged = {
      ...contact,
      id: '00000000-0000-7000-8000-000000000000',
      kind: 'reference',
      createdAt: '1999-01-01T00:00:00Z',
      title: 'Injected title',
      extra: 'EXTRA-FIELD-VALUE',
      __proto__: { polluted: true },
    };
    const response = await POST(apiRequest(PATH, forged));
    expect(response.status).toBe(200);
    const [row] = await rows();
    expect(row?.id).not.toBe(forged.id);
    expect(row).toMatchObject({ kind: 'contact', title: null });
    expect(new Date(String(row?.created_at)).getFullYear()).toBeGreaterThan(2000);
    expect(JSON.stringify(row)).not.toContain('EXTRA-FIELD-VALUE');
    expect(JSON.stringify(await outbox())).not.toContain('EXTRA-FIELD-VALUE');
  });

  test('surrounding spaces are trimmed before storing', async () => {
    await POST(apiRequest(PATH, { ...contact, name: '  Anna  ', email: ' anna@example.se ' }));
    expect(await rows()).toEqual([
      expect.objectContaining({ name: 'Anna', email: 'anna@example.se' }),
    ]);
  });
});

describe('invalid fields give 400 with every field error and store nothing', () => {
  test('an empty body lists every required contact field', async () => {
    const response = await POST(apiRequest(PATH, {}));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      error: 'Invalid input',
      fields: {
        name: 'required',
        email: 'required',
        company: 'required',
        phone: 'required',
        service: 'service',
        message: 'required',
      },
    });
    await expectNothingStored();
  });

  test.each([
    ['name', 'empty', { name: '' }, 'required'],
    ['name', 'only spaces', { name: '   ' }, 'required'],
    ['name', '201 characters', { name: 'x'.repeat(201) }, 'tooLong'],
    ['name', 'a number', { name: 42 }, 'required'],
    ['email', 'no at-sign', { email: 'not-an-email' }, 'email'],
    ['email', 'no dot', { email: 'a@b' }, 'email'],
    ['email', 'a space', { email: 'two words@example.se' }, 'email'],
    ['email', 'a header injection', { email: 'a@b.se\r\nBcc: victim@example.se' }, 'email'],
    ['company', 'null', { company: null }, 'required'],
    ['phone', 'no country code', { phone: '070 123 45 67' }, 'phone'],
    ['phone', 'too few digits', { phone: '+46 12' }, 'phone'],
    ['phone', 'markup', { phone: '+46 <script>' }, 'phone'],
    ['service', 'not a choice', { service: 'spam' }, 'service'],
    ['message', 'empty', { message: '' }, 'required'],
    ['message', '5001 characters', { message: 'x'.repeat(5001) }, 'tooLong'],
    ['language', 'de', { language: 'de' }, 'language'],
    ['gdprConsent', 'false', { gdprConsent: false }, 'consent'],
    ['type', 'newsletter', { type: 'newsletter' }, 'invalid'],
  ])('contact %s (%s)', async (field, _case, patch, key) => {
    const response = await POST(apiRequest(PATH, { ...contact, ...patch }));
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error).toBe('Invalid input');
    expect(body.fields).toEqual({ [field]: key });
    await expectNothingStored();
  });

  test('techsverige: all seven fields reported at once', async () => {
    const response = await POST(apiRequest(PATH, { type: 'techsverige', language: 'sv' }));
    expect(response.status).toBe(400);
    const { fields } = await readJson(response);
    expect(Object.keys(fields as object).sort()).toEqual(
      [
        'companyName',
        'email',
        'firstName',
        'lastName',
        'message',
        'mobile',
        'organizationNumber',
      ].sort(),
    );
    await expectNothingStored();
  });

  test.each([
    [{ consentPrivacy: false }, { consentPrivacy: 'consent' }],
    [{ consentPrivacy: undefined }, { consentPrivacy: 'consent' }],
    [{ consentMarketing: 'yes' }, { consentMarketing: 'invalid' }],
    [{ email: 'karin@' }, { email: 'email' }],
  ])('reference %j -> %j', async (patch, fields) => {
    const response = await POST(apiRequest(PATH, { ...reference, ...patch }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).fields).toEqual(fields);
    await expectNothingStored();
  });
});

describe('the guard', () => {
  test.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s -> 405 with Allow: POST', async (method) => {
    const handler = routeModule[method] as (request: Request) => Promise<Response>;
    const response = await handler(apiRequest(PATH, undefined, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('a non-POST request reaching the POST handler is refused too', async () => {
    const response = await POST(apiRequest(PATH, contact, { method: 'PUT' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  test.each([
    ['text/plain', 'text/plain'],
    ['form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['json-ish', 'application/jsonp'],
  ])('content type %s -> 415', async (_name, type) => {
    const response = await POST(apiRequest(PATH, contact, { headers: { 'content-type': type } }));
    expect(response.status).toBe(415);
    await expectNothingStored();
  });

  test('application/json with a charset is accepted', async () => {
    const response = await POST(
      apiRequest(PATH, contact, { headers: { 'content-type': 'Application/JSON; charset=utf-8' } }),
    );
    expect(response.status).toBe(200);
  });

  test('a declared Content-Length over 32 KB -> 413 before reading', async () => {
    const response = await POST(
      apiRequest(PATH, contact, { headers: { 'content-length': String(64 * 1024) } }),
    );
    expect(response.status).toBe(413);
    await expectNothingStored();
  });

  test('a body over 32 KB -> 413', async () => {
    const response = await POST(apiRequest(PATH, { ...contact, message: 'x'.repeat(40 * 1024) }));
    expect(response.status).toBe(413);
    await expectNothingStored();
  });

  test('a streamed body without Content-Length is cut off at 32 KB', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
      },
    });
    const request = new Request(`http://localhost:3000${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(50); // stopped reading after ~32 chunks, not all 1000
    await expectNothingStored();
  });

  test.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: 'http://localhost:3000.evil.example' }],
    ['the null origin', { origin: 'null' }],
    ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }],
    ['same-site fetch metadata', { 'sec-fetch-site': 'same-site' }],
    ['no origin but cross-site metadata', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('%s -> 403', async (_name, headers) => {
    const request = apiRequest(PATH, contact, { headers });
    if ((headers as Record<string, string>).origin === '') request.headers.delete('origin');
    const response = await POST(request);
    expect(response.status).toBe(403);
    await expectNothingStored();
  });

  test('a non-browser client (neither Origin nor Sec-Fetch-Site) is allowed', async () => {
    const request = apiRequest(PATH, contact);
    request.headers.delete('origin');
    request.headers.delete('sec-fetch-site');
    expect((await POST(request)).status).toBe(200);
  });

  test('the origin behind a proxy (X-Forwarded-Host) is same-origin', async () => {
    const request = apiRequest(PATH, contact, {
      headers: {
        origin: 'https://www.example-proxy.se',
        'x-forwarded-host': 'www.example-proxy.se',
        'x-forwarded-proto': 'https',
      },
    });
    expect((await POST(request)).status).toBe(200);
  });

  test('rate limit: the 11th request in a minute from one IP -> 429 with Retry-After; others unaffected', async () => {
    const ip = '10.250.0.1';
    for (let i = 0; i < 10; i += 1) {
      const response = await POST(
        apiRequest(PATH, contact, { ip, headers: { 'content-type': 'text/plain' } }),
      );
      expect(response.status).toBe(415);
    }
    const limited = await POST(apiRequest(PATH, contact, { ip }));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await readJson(limited)).toEqual({ error: expect.any(String) });
    // Only the hop our proxy appended counts (TRUSTED_PROXY_HOPS=1, tests/integration/api/helpers.ts):
    // what the client wrote in front of it opens no new bucket.
    expect((await POST(apiRequest(PATH, contact, { ip: `10.0.0.1, ${ip}` }))).status).toBe(429);
    expect((await POST(apiRequest(PATH, contact, { ip: '10.250.0.2' }))).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  test('a filled honeypot is answered { ok: true } and stores nothing', async () => {
    const response = await POST(apiRequest(PATH, { ...contact, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });
    await expectNothingStored();
  });

  test('an empty honeypot is fine', async () => {
    expect((await POST(apiRequest(PATH, { ...contact, website: '' }))).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  test.each([
    ['malformed JSON', '{"name": '],
    ['an array', '[1, 2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])],
  ])('%s -> 400', async (_name, raw) => {
    const response = await POST(apiRequest(PATH, undefined, { raw }));
    expect(response.status).toBe(400);
    expect(typeof (await readJson(response)).error).toBe('string');
    await expectNothingStored();
  });
});

describe('Idempotency-Key', () => {
  const keyed = (body: unknown, key: string) =>
    apiRequest(PATH, body, { headers: { 'idempotency-key': key } });

  test('the same request twice with one key: one lead, its emails once, 200 both times', async () => {
    const first = await POST(keyed(contact, 'retry-0001-abcd'));
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await POST(keyed(contact, '"retry-0001-abcd"')); // the draft's quoted form
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await readJson(again)).toEqual({ ok: true });
    expect(await rows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  test('five at once with one key: one lead', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => POST(keyed(techsverige, 'burst-0001-abcd'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows()).toHaveLength(1);
  });

  test('the key again with another body: 422, nothing stored', async () => {
    expect((await POST(keyed(contact, 'reused-0001-abcd'))).status).toBe(200);
    const other = await POST(keyed({ ...contact, message: 'Något annat' }, 'reused-0001-abcd'));
    expect(other.status).toBe(422);
    expect(await readJson(other)).toEqual({ error: expect.any(String) });
    expect(await rows()).toHaveLength(1);
  });

  test('a malformed key: 400 before anything is stored', async () => {
    for (const key of ['short', 'a b c d e f g h', 'x'.repeat(129), 'ünïcødé-key']) {
      const response = await POST(keyed(contact, key));
      expect({ key, status: response.status }).toEqual({ key, status: 400 });
    }
    await expectNothingStored();
  });

  test('without a key every request is a lead of its own (the API contract of old)', async () => {
    await POST(apiRequest(PATH, contact));
    await POST(apiRequest(PATH, contact));
    expect(await rows()).toHaveLength(2);
  });
});

describe('failures', () => {
  test('a transaction that cannot start in time (P2028, an overloaded database) -> 503, nothing stored', async () => {
    const { queueLeadEmails } =
      jest.requireMock<typeof import('@/lib/email/queue')>('@/lib/email/queue');
    jest.mocked(queueLeadEmails).mockRejectedValueOnce(
      // As Prisma raises it (only errors the database layer raised count as an outage).
      Object.assign(new Error('Transaction API error'), {
        name: 'PrismaClientKnownRequestError',
        code: 'P2028',
        clientVersion: '7.10.1',
      }),
    );
    const response = await POST(apiRequest(PATH, contact));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    await expectNothingStored();
  });

  test('an error while queueing the emails rolls the lead back: 500, one log line, no stack', async () => {
    const { queueLeadEmails } =
      jest.requireMock<typeof import('@/lib/email/queue')>('@/lib/email/queue');
    jest.mocked(queueLeadEmails).mockRejectedValueOnce(new Error('boom at line 42'));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await POST(apiRequest(PATH, contact));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
    expect(text).not.toContain('boom');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      event: 'api.unexpected_error',
      route: 'send-contact-email',
    });
    spy.mockRestore();
    await expectNothingStored();
  });
});
