import { academyRegistrationSchema } from '@/lib/validation/academy';
import { contactMessageSchema } from '@/lib/validation/contact';
import { newsletterSignupSchema } from '@/lib/validation/newsletter';
import { referenceMessageSchema } from '@/lib/validation/reference';
import { cleanLine, cleanMultiline, hasUnsafeCharacters } from '@/lib/validation/text';
import { errorsOf } from './helpers';

// NUL and the other control characters, and lone surrogates: PostgreSQL refused the NUL byte
// with a 500. Free text is cleaned, addresses are refused (lib/validation/text.ts says why).

const HIGH = '\uD83D'; // the first half of 😀 alone
const LOW = '\uDE00';

describe('cleanLine', () => {
  test.each([
    ['An\u0000na', 'Anna'],
    ['Anna\r\nBcc: x@y.z', 'Anna  Bcc: x@y.z'],
    ['a\tb\u000bc\u000cd\u0085e\u2028f\u2029g', 'a b c d e f g'],
    ['\u0001\u001f\u007f\u0080\u009fx', 'x'],
    [`x${HIGH}y${LOW}z`, 'xyz'],
    ['😀 ok', '😀 ok'],
    ['Åsa Öberg', 'Åsa Öberg'],
    ['مرحبا abc', 'مرحبا abc'], // right-to-left text is text, kept
    ['\u202Eevil.exe\u202C', 'evil.exe'], // ...its controls are not: a name displayed reversed
    ['An\u200Bna\u200C\u200D\u2060\uFEFF', 'Anna'],
    ['\u200E\u200F\u061C\u202A\u202B\u202D\u2066\u2067\u2068\u2069\u180E\u2061x', 'x'],
  ])('%j -> %j', (input, expected) => {
    expect(cleanLine(input)).toBe(expected);
  });
});

describe('cleanMultiline', () => {
  test.each([
    ['Hej\r\nrad två\rrad tre', 'Hej\nrad två\nrad tre'],
    ['a\tb\nc', 'a\tb\nc'],
    ['a\u0000b\u000bc\u007fd', 'abcd'],
    ['a\u2028b', 'a\nb'],
    [`x${LOW}${HIGH}`, 'x'],
    ['\u202Bمرحبا\u202C', '\u202Bمرحبا\u202C'], // free text keeps its direction marks
  ])('%j -> %j', (input, expected) => {
    expect(cleanMultiline(input)).toBe(expected);
  });
});

test('hasUnsafeCharacters', () => {
  expect(hasUnsafeCharacters('a@b.se')).toBe(false);
  expect(hasUnsafeCharacters('😀')).toBe(false);
  expect(hasUnsafeCharacters('a\u0000')).toBe(true);
  expect(hasUnsafeCharacters(`a${HIGH}`)).toBe(true);
  expect(hasUnsafeCharacters('\u0085')).toBe(true);
  expect(hasUnsafeCharacters('a\u200B@b.se')).toBe(true);
  expect(hasUnsafeCharacters('a@b.se\u202E')).toBe(true);
});

const contact = {
  type: 'contact',
  name: 'Anna',
  email: 'anna@example.se',
  company: 'AB',
  phone: '+46 70 123 45 67',
  service: 'other',
  message: 'Hej',
};

describe('the lead schemas', () => {
  test('one-line fields lose controls and breaks, so names never reach a subject with CR/LF', () => {
    const parsed = contactMessageSchema.parse({
      ...contact,
      name: 'Anna\r\nBcc: evil@example.com\u0000',
      company: '\u0000AB\u0000',
    });
    expect(parsed.name).toBe('Anna  Bcc: evil@example.com');
    expect(parsed.company).toBe('AB');
  });

  test('the message keeps its lines and tabs, loses NUL and lone surrogates', () => {
    const parsed = contactMessageSchema.parse({ ...contact, message: `Hej\r\n\tdu\u0000${HIGH}` });
    expect(parsed.message).toBe('Hej\n\tdu');
    const reference = referenceMessageSchema.parse({
      type: 'reference',
      company: 'AB',
      name: 'A',
      title: 'T',
      email: 'a@b.se',
      phone: '1',
      reference: 'rad 1\r\nrad 2',
      consentPrivacy: true,
    });
    expect(reference.reference).toBe('rad 1\nrad 2');
  });

  test('one-line fields lose bidirectional controls and zero-width characters', () => {
    const parsed = contactMessageSchema.parse({
      ...contact,
      name: 'Anna \u202Enimda\u202C\u200B',
      company: '\u2066AB\u2069',
    });
    expect(parsed.name).toBe('Anna nimda');
    expect(parsed.company).toBe('AB');
    expect(errorsOf(contactMessageSchema, { ...contact, name: '\u202E\u200B' })).toEqual({
      name: 'required',
    });
  });

  test('a field of nothing but control characters is empty: required', () => {
    expect(errorsOf(contactMessageSchema, { ...contact, name: '\u0000\u0001\r\n' })).toEqual({
      name: 'required',
    });
  });

  test.each([
    'a\u0000@b.se',
    'a@b.se\u0000',
    `a${HIGH}@b.se`,
    'a\u0085b@c.se',
    'a@b\u007f.se',
    'a\u200B@b.se',
  ])('an address with %j is refused with "email", never altered', (email) => {
    expect(errorsOf(newsletterSignupSchema, { email })).toEqual({ email: 'email' });
    expect(errorsOf(contactMessageSchema, { ...contact, email })).toEqual({ email: 'email' });
  });

  test('the academy registration cleans every text field', () => {
    const text = (value: string) => `x\u0000${value}`;
    const parsed = academyRegistrationSchema.parse({
      contactName: text('n'),
      contactEmail: 'a@b.se',
      contactPhone: text('1'),
      contactPosition: text('p'),
      companyName: text('c'),
      companyOrgNumber: text('1'),
      billingAddress: text('a\r\nb'),
      billingZipCode: text('1'),
      billingCity: text('c'),
      billingCountry: text('s'),
      invoiceReference: text('r'),
      invoiceEmail: 'a@b.se',
      message: text('m\r\nm'),
    });
    expect(JSON.stringify(parsed)).not.toMatch(/\\u0000|\\r/);
    expect(parsed.billingAddress).toBe('xa  b');
    expect(parsed.message).toBe('xm\nm');
  });
});
