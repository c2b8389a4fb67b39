/** @jest-environment node */
import { DatabaseUnavailableError } from '@/lib/db/errors';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type * as z from 'zod/mini';
import type { LeadFormDefinition } from '@/lib/forms/definitions';
import type { LeadFormState } from '@/lib/forms/state';
import { FUZZ_SEED, weirdString } from '@/tests/helpers/fuzz';
import { captureAfterTasks, nextIp, ORIGIN, setupTestDatabase } from './helpers';

// The lead forms' Server Actions (lib/forms/submit.ts) against a real PostgreSQL database: what
// a form posts with or without JavaScript. The request's headers and the page's language are
// what next/headers and next-intl would give the action inside a request.
jest.setTimeout(60_000);
const db = setupTestDatabase();

let requestHeaders = new Headers();
let pageLocale = 'sv';
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('next-intl/server', () => ({ getLocale: async () => pageLocale }));

let submit: typeof import('@/lib/forms/submit').submitLeadForm;
let forms: typeof import('@/lib/forms/definitions');
let tasks: Array<() => Promise<void>>;

beforeAll(async () => {
  ({ submitLeadForm: submit } = await import('@/lib/forms/submit'));
  forms = await import('@/lib/forms/definitions');
  tasks = await captureAfterTasks();
});

beforeEach(async () => {
  tasks.length = 0;
  pageLocale = 'sv';
  requestHeaders = browserHeaders();
  await db.query(
    'TRUNCATE contact_messages, newsletter_subscribers, academy_registrations, email_outbox, rate_limit_windows, email_recipient_limits, lead_submissions, lead_sources',
  );
});

function browserHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    host: new URL(ORIGIN).host,
    'x-forwarded-proto': 'http', // Next sets it on every request it serves
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': nextIp(),
    ...extra,
  });
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  // What React adds to a form that posts to a Server Action; the action never reads it.
  data.append('$ACTION_KEY', 'k0');
  return data;
}

const contact = {
  name: 'Anna Svensson',
  email: 'anna@example.se',
  company: 'Exempel AB',
  countryCode: 'SE',
  phoneNumber: '70 123 45 67',
  service: 'recruitment',
  message: 'Hej!\nRad två.',
  gdprConsent: 'on',
  website: '',
};

const academy = Object.fromEntries(
  [
    'contactName',
    'contactEmail',
    'contactPhone',
    'contactPosition',
    'companyName',
    'companyOrgNumber',
    'billingAddress',
    'billingZipCode',
    'billingCity',
    'billingCountry',
    'invoiceReference',
    'invoiceEmail',
    'message',
  ].map((name) => [name, name.endsWith('Email') ? 'kim@example.se' : `Kim ${name}`]),
);

const count = async (table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

test('a valid contact form is stored as the JSON route would store it, and its emails queued', async () => {
  await expect(submit(forms.contactForm, formData(contact))).resolves.toEqual({ status: 'sent' });
  expect(
    await db.query('SELECT kind, name, phone, service, message, language FROM contact_messages'),
  ).toEqual([
    {
      kind: 'contact',
      name: 'Anna Svensson',
      phone: '+46 70 123 45 67',
      service: 'recruitment',
      message: 'Hej!\nRad två.',
      language: 'sv',
    },
  ]);
  expect(await count('email_outbox')).toBe(2);
  expect(tasks).toHaveLength(1); // delivery after the response
});

describe('where a lead came from: the page of the form and its address’s campaign', () => {
  const sources = () =>
    db.query(
      'SELECT lead_kind, page, language, referrer_host, utm_source, utm_medium, utm_campaign FROM lead_sources',
    );

  test('read from the post’s own Referer (sent with or without JavaScript); UTM values off the staff’s list as "other"', async () => {
    await db.query(`INSERT INTO campaign_values (value) VALUES ('newsletter')`);
    requestHeaders = browserHeaders({
      referer: `${ORIGIN}/kontakt?utm_source=Newsletter&utm_campaign=June&email=anna@example.se`,
    });
    try {
      await expect(submit(forms.contactForm, formData(contact))).resolves.toEqual({
        status: 'sent',
      });
    } finally {
      await db.query('DELETE FROM campaign_values');
    }
    expect(await sources()).toEqual([
      {
        lead_kind: 'contact',
        page: '/contact',
        language: 'sv',
        referrer_host: '',
        utm_source: 'newsletter',
        utm_medium: '',
        utm_campaign: 'other',
      },
    ]);
  });

  test('Global Privacy Control: the lead is stored without any source', async () => {
    requestHeaders = browserHeaders({
      referer: `${ORIGIN}/kontakt?utm_source=newsletter`,
      'sec-gpc': '1',
    });
    await expect(
      submit(forms.contactForm, formData({ ...contact, referrerHost: 'news.example.com' })),
    ).resolves.toEqual({ status: 'sent' });
    expect(await count('contact_messages')).toBe(1);
    expect(await count('lead_sources')).toBe(0);
  });

  test('the site whose link opened the visit: a host the browser adds, only its domain, only when plain', async () => {
    requestHeaders = browserHeaders({ referer: `${ORIGIN}/kontakt?utm_campaign=june` });
    const claims = [
      'News.Example.com', // its domain, in lower case
      'intranet.corp.example.co.uk:8443', // its domain, without the port
      new URL(ORIGIN).host, // this site: no referring site
      'https://news.example.com/article', // a scheme and a path: refused
      'anna@example.se', // not a host
      'news.example.com/?email=anna@example.se',
      'a'.repeat(300),
      '',
    ];
    for (const [index, claim] of claims.entries()) {
      await submit(
        forms.contactForm,
        formData({ ...contact, message: `claim ${index}`, referrerHost: claim }),
      );
    }
    const hosts = await db.query<{ referrer_host: string }>(
      `SELECT s.referrer_host FROM lead_sources s JOIN contact_messages m ON m.id = s.lead_id
       ORDER BY m.message`,
    );
    expect(hosts.map((row) => row.referrer_host)).toEqual([
      'example.com',
      'example.co.uk',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  test('an English page, a newsletter signup from the footer of another page', async () => {
    pageLocale = 'en';
    requestHeaders = browserHeaders({ referer: `${ORIGIN}/en/about` });
    await expect(
      submit(
        forms.newsletterForm,
        formData({ email: 'kim@example.se', consent: 'on', website: '' }),
      ),
    ).resolves.toMatchObject({ status: 'sent' });
    expect(await sources()).toEqual([
      expect.objectContaining({ lead_kind: 'newsletter', page: '/about', language: 'en' }),
    ]);
  });

  test('no Referer, another site’s or an unknown page: the lead is stored without a source', async () => {
    for (const referer of [undefined, 'https://evil.example/kontakt', `${ORIGIN}/nope`]) {
      requestHeaders = browserHeaders(referer ? { referer } : {});
      await submit(forms.contactForm, formData({ ...contact, message: `from ${referer}` }));
    }
    expect(await count('contact_messages')).toBe(3);
    expect(await count('lead_sources')).toBe(0);
  });
});

describe('a lead is stored at most once', () => {
  const withKey = (fields: Record<string, string>, key: string) => {
    const data = formData(fields);
    data.set('idempotencyKey', key);
    return data;
  };

  test('the same form sent twice with its key (JavaScript): one lead, "sent" both times', async () => {
    const key = randomUUID();
    await expect(submit(forms.contactForm, withKey(contact, key))).resolves.toEqual({
      status: 'sent',
    });
    // The answer never arrived (the server died after the commit): the visitor sends again.
    await expect(submit(forms.contactForm, withKey(contact, key))).resolves.toEqual({
      status: 'sent',
    });
    expect(await count('contact_messages')).toBe(1);
    expect(await count('email_outbox')).toBe(2);
    expect(tasks).toHaveLength(2); // the sender looks for its emails after both answers
    // Another visit (another key) with the same content is another lead.
    await submit(forms.contactForm, withKey(contact, randomUUID()));
    expect(await count('contact_messages')).toBe(2);
  });

  test('without JavaScript (no key): the same content is one lead, other content another', async () => {
    await expect(submit(forms.contactForm, formData(contact))).resolves.toEqual({
      status: 'sent',
    });
    await expect(submit(forms.contactForm, formData(contact))).resolves.toEqual({
      status: 'sent',
    });
    expect(await count('contact_messages')).toBe(1);
    await submit(forms.contactForm, formData({ ...contact, message: 'Något annat.' }));
    expect(await count('contact_messages')).toBe(2);
    // A malformed key counts as none.
    await submit(forms.contactForm, withKey(contact, 'x'));
    expect(await count('contact_messages')).toBe(2);
  });

  test('24 hours later the same content is a new lead', async () => {
    await submit(forms.contactForm, formData(contact));
    await db.query("UPDATE lead_submissions SET created_at = now() - interval '25 hours'");
    await expect(submit(forms.contactForm, formData(contact))).resolves.toEqual({
      status: 'sent',
    });
    expect(await count('contact_messages')).toBe(2);
  });

  test('a key sent again with other content is refused and stores nothing', async () => {
    const key = randomUUID();
    await submit(forms.contactForm, withKey(contact, key));
    const state = await submit(forms.contactForm, withKey({ ...contact, message: 'Ändrat' }, key));
    expect(state).toMatchObject({ status: 'failed', reason: 'refused' });
    expect(await count('contact_messages')).toBe(1);
  });

  test('the same key sent five times at once: one lead, five times "sent"', async () => {
    const key = randomUUID();
    const states = await Promise.all(
      Array.from({ length: 5 }, () => submit(forms.academyForm, withKey(academy, key))),
    );
    expect(states).toEqual(Array(5).fill({ status: 'sent' }));
    expect(await count('academy_registrations')).toBe(1);
  });
});

test("the language is the page's, never a field the client writes", async () => {
  pageLocale = 'en';
  await submit(
    forms.techsverigeForm,
    formData({
      companyName: 'Tech AB',
      organizationNumber: '556677-8899',
      firstName: 'Erik',
      lastName: 'Lund',
      mobile: '070-1234567',
      email: 'erik@tech.example',
      message: 'Hello',
      language: 'sv',
      type: 'reference',
    }),
  );
  expect(await db.query('SELECT kind, language FROM contact_messages')).toEqual([
    { kind: 'techsverige', language: 'en' },
  ]);
});

test('refused: every field with its message key, what was typed comes back, nothing stored', async () => {
  const state = await submit(
    forms.contactForm,
    formData({ ...contact, email: 'not-an-address', company: '   ', gdprConsent: '' }),
  );
  expect(state).toMatchObject({
    status: 'invalid',
    errors: { email: 'email', company: 'required' },
    values: { name: 'Anna Svensson', email: 'not-an-address', message: 'Hej!\nRad två.' },
  });
  // An unticked box is absent from a real submission; a present one counts as ticked.
  const unticked = formData(contact);
  unticked.delete('gdprConsent');
  expect(await submit(forms.contactForm, unticked)).toMatchObject({
    status: 'invalid',
    errors: { gdprConsent: 'consent' },
    values: { gdprConsent: false },
  });
  expect(await count('contact_messages')).toBe(0);
});

test('a country that does not exist is refused beside the country field', async () => {
  const state = await submit(forms.contactForm, formData({ ...contact, countryCode: 'ZZ' }));
  expect(state).toMatchObject({ status: 'invalid', errors: { countryCode: 'dialCode' } });
});

test('the honeypot: answered as sent, nothing stored', async () => {
  const state = await submit(
    forms.newsletterForm,
    formData({ email: 'bot@b.se', consent: 'on', website: 'x' }),
  );
  expect(state).toEqual({ status: 'sent' });
  expect(await count('newsletter_subscribers')).toBe(0);
  expect(tasks).toHaveLength(0);
});

test('a cross-site post is refused and stores nothing', async () => {
  requestHeaders = browserHeaders({
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  });
  expect(await submit(forms.contactForm, formData(contact))).toMatchObject({
    status: 'failed',
    reason: 'refused',
  });
  expect(await count('contact_messages')).toBe(0);
});

test('the rate limit is the JSON route’s: one bucket per client for both paths', async () => {
  const ip = '10.77.0.1';
  requestHeaders = browserHeaders({ 'x-forwarded-for': ip });
  const { POST } = await import('@/app/api/newsletter-signup/route');
  const limit = Number(process.env.RATE_LIMIT_PER_MINUTE ?? 10);
  for (let i = 0; i < limit - 1; i += 1) {
    expect(
      (await submit(forms.newsletterForm, formData({ email: `n${i}@b.se`, consent: 'on' }))).status,
    ).toBe('sent');
  }
  const viaRoute = await POST(
    new Request(`${ORIGIN}/api/newsletter-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'route@b.se' }),
    }),
  );
  expect(viaRoute.status).toBe(200);
  expect(
    await submit(forms.newsletterForm, formData({ email: 'over@b.se', consent: 'on' })),
  ).toMatchObject({
    status: 'failed',
    reason: 'rateLimited',
    values: { email: 'over@b.se', consent: true },
  });
  expect(await count('newsletter_subscribers')).toBe(limit);
});

test('the database is down: "unavailable", what was typed comes back', async () => {
  const definition = {
    ...forms.academyForm,
    // What lib/leads raises when the connection is refused (lib/db/errors.ts withDatabase).
    store: async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      throw new DatabaseUnavailableError('The database is unavailable', { cause: refused });
    },
  };
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const state = await submit(definition, formData({ contactName: 'Kim' }));
  // Refused by the schema first: an empty academy form never reaches the database.
  expect(state.status).toBe('invalid');
  const full = Object.fromEntries(
    Object.keys(forms.academyForm.formSchema.shape).map((name) => [
      name,
      name.endsWith('Email') ? 'kim@example.se' : `Kim ${name}`,
    ]),
  );
  expect(await submit(definition, formData(full))).toMatchObject({
    status: 'failed',
    reason: 'unavailable',
    values: { contactName: 'Kim contactName' },
  });
});

// No input makes an action throw or store a refused lead: random form bodies (any field names,
// hostile unicode, NUL, huge values) against every form, with a fixed seed.
describe('fuzz: any form body', () => {
  // Each form: its name, its fields, the table its leads go to, and its action.
  const entry = <F extends z.ZodMiniObject, R extends z.ZodMiniType>(
    name: string,
    definition: LeadFormDefinition<F, R>,
    table: string,
  ) => ({
    name,
    table,
    fields: Object.keys(definition.formSchema.shape),
    send: (data: FormData) => submit(definition, data),
  });
  const definitions = () => [
    entry('contact', forms.contactForm, 'contact_messages'),
    entry('techsverige', forms.techsverigeForm, 'contact_messages'),
    entry('reference', forms.referenceForm, 'contact_messages'),
    entry('newsletter', forms.newsletterForm, 'newsletter_subscribers'),
    entry('academy', forms.academyForm, 'academy_registrations'),
  ];

  // A valid submission of each form, for mutants that reach deep into the schemas.
  const valid: Record<string, Record<string, string>> = {
    contact,
    techsverige: {
      companyName: 'Tech AB',
      organizationNumber: '556677-8899',
      firstName: 'Erik',
      lastName: 'Lund',
      mobile: '070-1234567',
      email: 'erik@tech.example',
      message: 'Hello',
    },
    reference: {
      company: 'Kund AB',
      name: 'Karin',
      title: 'HR',
      email: 'karin@kund.example',
      phone: '08-123 456',
      reference: 'Bra!',
      consentPrivacy: 'on',
    },
    newsletter: { email: 'fuzz@example.se', consent: 'on' },
    academy: Object.fromEntries(
      [
        'contactName',
        'contactEmail',
        'contactPhone',
        'contactPosition',
        'companyName',
        'companyOrgNumber',
        'billingAddress',
        'billingZipCode',
        'billingCity',
        'billingCountry',
        'invoiceReference',
        'invoiceEmail',
        'message',
      ].map((name) => [name, name.endsWith('Email') ? 'kim@example.se' : `Kim ${name}`]),
    ),
  };

  test.each([0, 1, 2, 3, 4])('form #%i', async (index) => {
    const form = definitions()[index];
    if (!form) throw new Error(`no form #${index}`);
    const { name, table } = form;
    const names = [...form.fields, 'website', '__proto__', 'constructor', 'language'];
    const body = fc.oneof(
      fc.dictionary(fc.oneof(fc.constantFrom(...names), weirdString), weirdString, { maxKeys: 20 }),
      fc
        .tuple(fc.constantFrom(...names), weirdString)
        .map(([field, value]) => ({ ...valid[name], [field]: value })),
    );
    const outcomes = { sent: 0, invalid: 0, failed: 0 };
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        requestHeaders = browserHeaders();
        const before = await count(table);
        // Each run is a visit of its own: the key its browser made (a repeat is tested below).
        const data = formData(fields);
        data.set('idempotencyKey', `fuzz-${randomUUID()}`);
        const state: LeadFormState = await form.send(data);
        if (state.status !== 'idle') outcomes[state.status] += 1;
        expect(['sent', 'invalid', 'failed']).toContain(state.status);
        if (state.status === 'failed') expect(state.reason).not.toBe('error');
        const stored = (await count(table)) - before;
        const honeypot = Boolean(fields.website?.trim());
        if (state.status !== 'sent' || honeypot) expect(stored).toBe(0);
        // A valid lead is stored once (a repeated newsletter address: no second row).
        else expect(stored).toBe(table === 'newsletter_subscribers' ? Math.min(stored, 1) : 1);
      }),
      { seed: FUZZ_SEED + index, numRuns: 150 },
    );
    // The generator reached both sides: stored leads and refused ones.
    expect(outcomes.sent).toBeGreaterThan(0);
    expect(outcomes.invalid).toBeGreaterThan(0);
  });
});
