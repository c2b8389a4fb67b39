import * as z from 'zod/mini';
import { academyFields } from '@/lib/forms/academy-fields';
import { contactFields } from '@/lib/forms/contact-fields';
import { formFieldOf } from '@/lib/forms/stored-fields';
import { newsletterFields } from '@/lib/forms/newsletter-fields';
import { referenceFields } from '@/lib/forms/reference-fields';
import { techsverigeFields } from '@/lib/forms/techsverige-fields';
import { groupFields, groupNames } from '@/lib/forms/field-groups';
import { checkboxNames, fieldNames, type FieldSpec, type FormFields } from '@/lib/forms/fields';
import { academyFormSchema } from '@/lib/validation/academy';
import { contactFormSchema } from '@/lib/validation/contact';
import { newsletterFormSchema } from '@/lib/validation/newsletter';
import { referenceFormSchema } from '@/lib/validation/reference';
import { techsverigeFormSchema } from '@/lib/validation/techsverige';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// Each lead form is described once (lib/forms/fields.ts); tsc checks the names against the form's
// schema, this checks what tsc cannot: that the description says what the schema does (which
// fields are ticks, which may be left out) and that every label it names is in both languages.

const FORMS: [string, FormFields, z.ZodMiniObject, string][] = [
  ['contact', contactFields, contactFormSchema, 'ContactForm'],
  ['newsletter', newsletterFields, newsletterFormSchema, 'NewsletterForm'],
  ['techsverige', techsverigeFields, techsverigeFormSchema, 'TechsverigeForm'],
  ['reference', referenceFields, referenceFormSchema, 'ReferenceForm'],
  ['academy', academyFields, academyFormSchema, 'AcademyForm'],
];

const field = (schema: z.ZodMiniObject, name: string) =>
  (schema.shape as Record<string, z.ZodMiniType>)[name] ?? z.never();

describe.each(FORMS)('the %s form', (_, fields, schema, namespace) => {
  test('describes exactly the fields of its schema', () => {
    expect(fieldNames(fields).sort()).toEqual(Object.keys(schema.shape).sort());
  });

  test('its checkboxes are the schema fields that take a tick', () => {
    const ticks = fieldNames(fields).filter((name) => field(schema, name).safeParse(true).success);
    expect(checkboxNames(fields)).toEqual(ticks);
  });

  test('a field is optional exactly when the schema lets it be left out', () => {
    for (const name of fieldNames(fields)) {
      const spec: FieldSpec | undefined = fields[name];
      expect([name, spec?.optional === true]).toEqual([
        name,
        field(schema, name).safeParse(undefined).success,
      ]);
    }
  });

  test.each([
    ['sv', sv],
    ['en', en],
  ])('every label and group heading it names is in messages/%s.json', (_, messages) => {
    const texts = messages[namespace as keyof typeof messages] as Record<string, unknown>;
    const keys = [
      ...fieldNames(fields).map((name) => fields[name]?.label ?? name),
      ...groupNames(fields),
    ];
    for (const key of keys) expect([key, typeof texts[key]]).toEqual([key, 'string']);
  });
});

test('groups keep the description order, ungrouped fields come last', () => {
  expect(groupNames(academyFields)).toEqual(['contactHeading', 'companyHeading', 'billingHeading']);
  expect(groupFields(academyFields, 'companyHeading')).toEqual(['companyName', 'companyOrgNumber']);
  expect(groupFields(academyFields, undefined)).toEqual(['message']);
});

test('the back office labels a stored column by the form field it came from', () => {
  expect(formFieldOf('techsverige', 'company')).toBe('companyName');
  expect(formFieldOf('techsverige', 'phone')).toBe('mobile');
  expect(formFieldOf('reference', 'message')).toBe('reference');
  expect(formFieldOf('contact', 'company')).toBe('company');
  expect(formFieldOf('academy', 'createdAt')).toBe('createdAt');
});
