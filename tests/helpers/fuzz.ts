import fc from 'fast-check';
import { CONTACT_SERVICES, MAX_LENGTH } from '@/lib/validation/constants';
import { MAX_CHILDREN_PER_BAND } from '@/lib/salary/calculate';
import { MAX_MONTHLY_SALARY, MAX_TAX_PERCENT } from '@/lib/salary/format';

// Arbitraries for the lead fuzz tests (tests/unit/validation/fuzz.test.ts against the schemas,
// tests/integration/api/fuzz.test.ts against the route handlers and PostgreSQL).

/** One seed for every fuzz run, so a failure is replayed exactly; fast-check prints the path. */
export const FUZZ_SEED = 20261123;

const char = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));

// The characters that broke or could break something: NUL and the other controls, lone
// surrogates, bidi overrides and RTL text, emoji (surrogate pairs), line separators, BOM.
const nasty = fc.oneof(
  char(0x00, 0x1f),
  char(0x7f, 0x9f),
  char(0xd800, 0xdfff),
  fc.constantFrom(
    '\u202e',
    '\u200f',
    '\u2066',
    'مرحبا',
    'שלום',
    '😀',
    '👩‍👩‍👧',
    '\u2028',
    '\ufeff',
    '\ufffe',
  ),
  fc.constantFrom('%00', '\\u0000', "'; DROP TABLE x; --", '<script>', '${x}', '{{x}}'),
);

/** Strings from short and harmless to unicode-hostile and longer than any field allows. */
export const weirdString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: nasty, maxLength: 20 }), weight: 3 },
  {
    arbitrary: fc.string({
      unit: fc.oneof(nasty, fc.string({ minLength: 1, maxLength: 3 })),
      maxLength: 30,
    }),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', ' ', '\u0000', 'é', '😀'), fc.integer({ min: 190, max: 6_000 }))
      .map(([unit, count]) => unit.repeat(count)),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom('', ' ', 'true', '0', '-1', 'NaN', 'null', 'sv', 'en', 'contact'),
    weight: 1,
  },
);

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -0, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
);

/** Keys a schema knows, mixed with the ones that attack objects themselves. */
export const SPECIAL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'type',
  '',
];

/** Any JSON value: scalars, arrays, objects (special keys included), nested up to `depth`. */
export function jsonish(keys: readonly string[] = [], depth = 3): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...keys, ...SPECIAL_KEYS), weirdString);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: depth },
      weirdString,
      weirdNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(objectFromEntries),
    ),
  }));
  return value;
}

// Keys such as "__proto__" become own properties here exactly as JSON.parse makes them.
function objectFromEntries(entries: Array<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** An object made of the schema's own keys (and special ones) with any values. */
export function objectOf(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 4 },
    fc.constantFrom(...SPECIAL_KEYS),
  );
  return fc
    .array(fc.tuple(key, jsonish(keys, 2)), { maxLength: keys.length + 2 })
    .map(objectFromEntries);
}

/** A valid body with one field replaced by anything, or removed, or one key added. */
export function mutated(
  valid: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return valid.chain((body) => {
    const keys = Object.keys(body);
    return fc
      .tuple(
        fc.constantFrom(...keys, ...SPECIAL_KEYS),
        fc.oneof({ arbitrary: jsonish(keys, 2), weight: 4 }, fc.constant(undefined)),
      )
      .map(([key, value]) => {
        const copy = objectFromEntries(Object.entries(body));
        if (value === undefined) delete copy[key];
        else
          Object.defineProperty(copy, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        return copy;
      });
  });
}

// ---- valid bodies, one generator per form, as varied as the schemas allow

// At most `units` graphemes (some of them hostile), at most `chars` UTF-16 units, and something
// visible left once the schema has cleaned and trimmed it.
const printable = (units: number, chars: number) =>
  fc
    .string({
      unit: fc.oneof(
        { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 4 },
        nasty,
      ),
      minLength: 1,
      maxLength: units,
    })
    .filter(
      (value) =>
        value.length <= chars &&
        /[^\s\u0000-\u001f\u007f-\u009f\uD800-\uDFFF\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/.test(
          value,
        ),
    );
const line = printable(30, MAX_LENGTH.short);
const text = printable(200, MAX_LENGTH.text);
const email = fc.emailAddress().filter((value) => value.length <= MAX_LENGTH.email);
const language = fc.constantFrom('sv', 'en');
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

export const validContact = fc.record({
  type: fc.constant('contact'),
  name: line,
  email,
  company: line,
  phone: fc.tuple(digits(1, 3), digits(4, 15)).map(([code, number]) => `+${code} ${number}`),
  service: fc.constantFrom(...CONTACT_SERVICES),
  message: text,
  language,
  gdprConsent: fc.constant(true),
});

export const validTechsverige = fc.record({
  type: fc.constant('techsverige'),
  companyName: line,
  organizationNumber: digits(6, 11),
  firstName: line,
  lastName: line,
  mobile: digits(4, 15),
  email,
  message: text,
  language,
});

export const validReference = fc.record({
  type: fc.constant('reference'),
  company: line,
  name: line,
  title: line,
  email,
  phone: digits(4, 15),
  reference: text,
  consentPrivacy: fc.constant(true),
  consentMarketing: fc.boolean(),
  language,
});

export const validNewsletter = fc.record({ email, language });

export const validAcademy = fc.record({
  contactName: line,
  contactEmail: email,
  contactPhone: digits(4, 15),
  contactPosition: line,
  companyName: line,
  companyOrgNumber: digits(6, 11),
  billingAddress: line,
  billingZipCode: digits(5, 5),
  billingCity: line,
  billingCountry: line,
  invoiceReference: line,
  invoiceEmail: email,
  message: text,
  language,
});

const count = (max: number) => fc.integer({ min: 0, max });

export const validSalaryLog = fc
  .record({
    language,
    monthlySalary: fc.double({ min: 0, max: MAX_MONTHLY_SALARY, noNaN: true }),
    taxType: fc.constantFrom('percentage', 'amount'),
    taxValue: fc.double({ min: 0, max: MAX_MONTHLY_SALARY, noNaN: true }),
    hasSpouse: fc.boolean(),
    children0to6: count(MAX_CHILDREN_PER_BAND),
    children7to17: count(3 * MAX_CHILDREN_PER_BAND),
    children18plus: count(MAX_CHILDREN_PER_BAND),
  })
  .map((body) =>
    body.taxType === 'percentage' ? { ...body, taxValue: body.taxValue % MAX_TAX_PERCENT } : body,
  );
