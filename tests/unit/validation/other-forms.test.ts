import {
  academyFormSchema,
  academyRegistrationSchema,
  ACADEMY_FIELDS,
} from '@/lib/validation/academy';
import { newsletterFormSchema, newsletterSignupSchema } from '@/lib/validation/newsletter';
import { referenceFormSchema, referenceMessageSchema } from '@/lib/validation/reference';
import { techsverigeFormSchema, techsverigeMessageSchema } from '@/lib/validation/techsverige';
import { errorsOf } from './helpers';

describe('newsletter', () => {
  test('the spec three messages: missing address, bad address, no consent', () => {
    expect(errorsOf(newsletterFormSchema, { email: '', consent: false })).toEqual({
      email: 'emailRequired',
      consent: 'newsletterConsent',
    });
    expect(errorsOf(newsletterFormSchema, { email: 'a@b', consent: true })).toEqual({
      email: 'email',
    });
    expect(errorsOf(newsletterFormSchema, { email: 'a@b.se', consent: true })).toEqual({});
  });

  test('the request is email + language; consent is not part of it', () => {
    expect(newsletterSignupSchema.parse({ email: ' a@b.se ', consent: true })).toEqual({
      email: 'a@b.se',
      language: 'sv',
    });
    expect(errorsOf(newsletterSignupSchema, {})).toEqual({ email: 'emailRequired' });
  });
});

describe('techsverige', () => {
  const valid = {
    companyName: 'Tech AB',
    organizationNumber: '123456-7890',
    firstName: 'Erik',
    lastName: 'Lund',
    mobile: '070',
    email: 'e@t.se',
    message: 'Hej',
  };

  test('all seven fields required', () => {
    expect(Object.values(errorsOf(techsverigeFormSchema, {}))).toEqual(Array(7).fill('required'));
  });

  test('basic email pattern', () => {
    expect(errorsOf(techsverigeFormSchema, { ...valid, email: 'e@t' })).toEqual({ email: 'email' });
    expect(errorsOf(techsverigeFormSchema, { ...valid, email: 'e t@t.se' })).toEqual({
      email: 'email',
    });
  });

  test('the request needs type techsverige and drops recipient', () => {
    const parsed = techsverigeMessageSchema.parse({
      ...valid,
      type: 'techsverige',
      language: 'en',
      recipient: 'x@y.z',
    });
    expect(parsed).toEqual({ ...valid, type: 'techsverige', language: 'en' });
    expect(errorsOf(techsverigeMessageSchema, { ...valid, type: 'contact' })).toEqual({
      type: 'invalid',
    });
  });
});

describe('reference', () => {
  const valid = {
    company: 'K',
    name: 'N',
    title: 'T',
    email: 'k@k.se',
    phone: '08',
    reference: 'R',
    consentPrivacy: true,
  };

  test('privacy consent required, marketing optional (defaults to false)', () => {
    expect(referenceFormSchema.parse(valid).consentMarketing).toBe(false);
    expect(errorsOf(referenceFormSchema, { ...valid, consentPrivacy: false })).toEqual({
      consentPrivacy: 'consent',
    });
  });

  test('six text fields required', () => {
    expect(errorsOf(referenceFormSchema, { consentPrivacy: true })).toEqual({
      company: 'required',
      name: 'required',
      title: 'required',
      email: 'required',
      phone: 'required',
      reference: 'required',
    });
  });

  test('request: type reference, recipient dropped', () => {
    const parsed = referenceMessageSchema.parse({
      ...valid,
      type: 'reference',
      consentMarketing: true,
      recipient: 'ceo@x.se',
    });
    expect(parsed).not.toHaveProperty('recipient');
    expect(parsed.consentMarketing).toBe(true);
  });
});

describe('academy', () => {
  const valid = Object.fromEntries(
    ACADEMY_FIELDS.map((field) => [field, field.endsWith('Email') ? 'a@b.se' : 'x']),
  );

  test('thirteen fields, all required', () => {
    expect(ACADEMY_FIELDS).toHaveLength(13);
    expect(Object.keys(errorsOf(academyFormSchema, {})).sort()).toEqual([...ACADEMY_FIELDS].sort());
    expect(errorsOf(academyFormSchema, valid)).toEqual({});
  });

  test('both address fields are checked', () => {
    expect(
      errorsOf(academyFormSchema, { ...valid, contactEmail: 'x', invoiceEmail: 'y@z' }),
    ).toEqual({
      contactEmail: 'email',
      invoiceEmail: 'email',
    });
  });

  test('the request adds language', () => {
    expect(academyRegistrationSchema.parse({ ...valid, language: 'en' }).language).toBe('en');
  });
});
