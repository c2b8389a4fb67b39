/** @jest-environment node */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { academyFormSchema, academyRegistrationSchema } from '@/lib/validation/academy';
import { contactFormSchema, contactMessageSchema } from '@/lib/validation/contact';
import { newsletterFormSchema, newsletterSignupSchema } from '@/lib/validation/newsletter';
import { referenceFormSchema, referenceMessageSchema } from '@/lib/validation/reference';
import { salaryLogSchema } from '@/lib/validation/salary-log';
import { sendContactEmailSchema } from '@/lib/validation/send-contact-email';
import { techsverigeFormSchema, techsverigeMessageSchema } from '@/lib/validation/techsverige';
import { fieldErrors } from '@/lib/validation/errors';
import { isValidationKey } from '@/lib/validation/keys';
import {
  FUZZ_SEED,
  jsonish,
  mutated,
  objectOf,
  validAcademy,
  validContact,
  validNewsletter,
  validReference,
  validSalaryLog,
  validTechsverige,
} from '@/tests/helpers/fuzz';

// Property-based fuzzing of every lead schema (fast-check, fixed seed). Whatever comes in, a
// parse never throws; a failure names fields with message keys; a success holds only text that
// PostgreSQL and an email header can take. Route handlers: tests/integration/api/fuzz.test.ts.

// Seconds per test on an idle machine; far more when jest runs beside the rest of the suite.
jest.setTimeout(60_000);

const RUNS = { arbitrary: 600, mutated: 600, valid: 150 };
const MULTILINE = new Set(['message', 'reference']);
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const NOT_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const contactForm = {
  name: 'Anna',
  email: 'anna@example.se',
  company: 'AB',
  countryCode: 'SE',
  phoneNumber: '070-123 45 67',
  service: 'immigration',
  message: 'Hej',
  gdprConsent: true,
};
const without = (body: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));

interface Case {
  name: string;
  schema: z.ZodMiniType;
  valid: fc.Arbitrary<Record<string, unknown>>;
}

const cases: Case[] = [
  { name: 'contactMessage', schema: contactMessageSchema, valid: validContact },
  { name: 'contactForm', schema: contactFormSchema, valid: fc.constant(contactForm) },
  {
    name: 'sendContactEmail',
    schema: sendContactEmailSchema,
    valid: fc.oneof(validContact, validTechsverige, validReference),
  },
  { name: 'techsverigeMessage', schema: techsverigeMessageSchema, valid: validTechsverige },
  {
    name: 'techsverigeForm',
    schema: techsverigeFormSchema,
    valid: validTechsverige.map((body) => without(body, 'type', 'language')),
  },
  { name: 'referenceMessage', schema: referenceMessageSchema, valid: validReference },
  {
    name: 'referenceForm',
    schema: referenceFormSchema,
    valid: validReference.map((body) => without(body, 'type', 'language')),
  },
  { name: 'newsletterSignup', schema: newsletterSignupSchema, valid: validNewsletter },
  {
    name: 'newsletterForm',
    schema: newsletterFormSchema,
    valid: validNewsletter.map((body) => ({ email: body.email, consent: true })),
  },
  { name: 'academyRegistration', schema: academyRegistrationSchema, valid: validAcademy },
  {
    name: 'academyForm',
    schema: academyFormSchema,
    valid: validAcademy.map((body) => without(body, 'language')),
  },
  { name: 'salaryLog', schema: salaryLogSchema, valid: validSalaryLog },
];

/** Every string in a parsed body is storable, and one-line fields hold no break at all. */
function expectStorable(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    expect(value).not.toMatch(MULTILINE.has(key) ? NOT_IN_TEXT : NOT_IN_A_LINE);
    expect(value).not.toMatch(LONE_SURROGATE);
    expect(value).toBe(value.trim());
  } else if (value && typeof value === 'object') {
    for (const [child, inner] of Object.entries(value)) expectStorable(inner, child);
  }
}

function check(schema: z.ZodMiniType, keys: readonly string[], input: unknown): boolean {
  const result = schema.safeParse(input); // throwing fails the property
  if (result.success) {
    expectStorable(result.data);
    return true;
  }
  const fields = fieldErrors(result.error);
  expect(Object.keys(fields).length).toBeGreaterThan(0);
  for (const [field, key] of Object.entries(fields)) {
    expect(isValidationKey(key)).toBe(true);
    expect(['_form', ...keys]).toContain(field.split('.')[0]);
  }
  return false;
}

describe.each(cases)('$name schema', ({ schema, valid }) => {
  const keys = [
    ...new Set(fc.sample(valid, { numRuns: 30, seed: FUZZ_SEED }).flatMap(Object.keys)),
  ];
  const options = (numRuns: number) => ({ seed: FUZZ_SEED, numRuns });

  test('a valid body from the generator always parses, and its text is storable', () => {
    fc.assert(
      fc.property(valid, (body) => {
        expect(check(schema, keys, body)).toBe(true);
      }),
      options(RUNS.valid),
    );
  });

  test('any value (wrong types, unicode, huge numbers, nesting, __proto__): never throws', () => {
    const input = fc.oneof(jsonish(keys), objectOf(keys));
    fc.assert(
      fc.property(input, (body) => {
        check(schema, keys, body);
      }),
      options(RUNS.arbitrary),
    );
  });

  test('a valid body with one field replaced, removed or added: never throws', () => {
    let passed = 0;
    fc.assert(
      fc.property(mutated(valid), (body) => {
        if (check(schema, keys, body)) passed += 1;
      }),
      options(RUNS.mutated),
    );
    // The mutations reach past the first check: some still pass, most fail deep in the schema.
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThan(RUNS.mutated);
  });
});
