import {
  contactFormSchema,
  contactMessageSchema,
  toContactRequest,
} from '@/lib/validation/contact';
import { sendContactEmailSchema } from '@/lib/validation/send-contact-email';
import { errorsOf, without } from './helpers';

const form = {
  name: 'Anna',
  email: 'anna@example.se',
  company: 'AB',
  countryCode: 'SE',
  phoneNumber: '070-123 45 67',
  service: 'immigration',
  message: 'Hej',
  gdprConsent: true,
};

describe('contact form schema', () => {
  test('accepts a complete form and trims', () => {
    const parsed = contactFormSchema.parse({ ...form, name: '  Anna  ' });
    expect(parsed.name).toBe('Anna');
  });

  test('an empty form reports every field with its key', () => {
    expect(errorsOf(contactFormSchema, { countryCode: '', gdprConsent: false })).toEqual({
      name: 'required',
      email: 'required',
      company: 'required',
      countryCode: 'dialCode',
      phoneNumber: 'required',
      service: 'service',
      message: 'required',
      gdprConsent: 'consent',
    });
  });

  test.each([
    ['email', 'anna', 'email'],
    ['email', 'anna@example', 'email'],
    ['email', 'an na@example.se', 'email'],
    ['email', 'anna@@example.se', 'email'],
    ['email', '<anna@example.se>', 'email'],
    ['phoneNumber', '12', 'phone'],
    ['phoneNumber', '070 abc', 'phone'],
    ['phoneNumber', '1'.repeat(21), 'phone'],
    ['countryCode', 'se', 'dialCode'],
    ['service', 'spam', 'service'],
    ['message', 'x'.repeat(5001), 'tooLong'],
    ['name', 'x'.repeat(201), 'tooLong'],
  ])('%s = %j -> %s', (field, value, key) => {
    expect(errorsOf(contactFormSchema, { ...form, [field]: value })).toEqual({ [field]: key });
  });

  test('accepts internationalized domains and plus addresses (spec: text@text.text)', () => {
    expect(errorsOf(contactFormSchema, { ...form, email: 'anna+test@företag.se' })).toEqual({});
  });
});

describe('contact request', () => {
  test('toContactRequest joins the calling code and the number with a space', () => {
    const body = toContactRequest(contactFormSchema.parse(form), '46', 'en');
    expect(body).toEqual({
      type: 'contact',
      name: 'Anna',
      email: 'anna@example.se',
      company: 'AB',
      phone: '+46 070-123 45 67',
      service: 'immigration',
      message: 'Hej',
      language: 'en',
      gdprConsent: true,
    });
    expect(errorsOf(contactMessageSchema, body)).toEqual({});
  });

  test.each(['070 123', '+46', '+46 ', '+12345 123456', '+46 12', '46 701234567'])(
    'phone %j is refused',
    (phone) => {
      expect(
        errorsOf(contactMessageSchema, {
          ...toContactRequest(contactFormSchema.parse(form), '46', 'sv'),
          phone,
        }),
      ).toEqual({
        phone: 'phone',
      });
    },
  );
});

describe('send-contact-email union', () => {
  const contact = toContactRequest(contactFormSchema.parse(form), '46', 'sv');

  test('no type means contact; recipient and unknown keys are stripped', () => {
    const parsed = sendContactEmailSchema.parse({
      ...without(contact, 'type'),
      recipient: 'x@evil.example',
      isAdmin: true,
    });
    expect(parsed.type).toBe('contact');
    expect(parsed).not.toHaveProperty('recipient');
    expect(parsed).not.toHaveProperty('isAdmin');
  });

  test('language defaults to sv; other languages are refused', () => {
    expect(sendContactEmailSchema.parse(without(contact, 'language')).language).toBe('sv');
    expect(errorsOf(sendContactEmailSchema, { ...contact, language: 'de' })).toEqual({
      language: 'language',
    });
  });

  test('an unknown type is refused on the type field', () => {
    expect(errorsOf(sendContactEmailSchema, { ...contact, type: 'admin' })).toEqual({
      type: 'invalid',
    });
  });

  test('a non-object body is refused as a whole', () => {
    expect(errorsOf(sendContactEmailSchema, 'hello')).toEqual({ _form: 'invalid' });
    expect(errorsOf(sendContactEmailSchema, null)).toEqual({ _form: 'invalid' });
  });

  test('gdprConsent may be absent (old clients) but not false', () => {
    expect(errorsOf(sendContactEmailSchema, without(contact, 'gdprConsent'))).toEqual({});
    expect(errorsOf(sendContactEmailSchema, { ...contact, gdprConsent: false })).toEqual({
      gdprConsent: 'consent',
    });
  });
});
