import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { VALIDATION_KEYS } from '@/lib/validation/keys';

// Every key a schema can produce has a sentence in both languages, and the spec's exact wording.
test.each([
  ['sv', sv],
  ['en', en],
] as const)('%s has a message for every validation key', (_locale, messages) => {
  for (const key of VALIDATION_KEYS) expect(typeof messages.Forms.errors[key]).toBe('string');
});

test('spec wording (§5, §8)', () => {
  expect(en.NewsletterForm.failure).toBe('Failed to subscribe. Please try again.');
  expect(en.Forms.errors.emailRequired).toBe('Please enter your email address');
  expect(en.Forms.errors.email).toBe('Please enter a valid email address');
  expect(en.Forms.errors.newsletterConsent).toBe(
    'You must consent to data processing to subscribe',
  );
  expect(en.ContactForm.requiredFields).toBe(
    'All fields are required. Please fill in all information.',
  );
  expect(sv.ContactForm.consentRequired).toBe(
    'Du måste samtycka till behandling av personuppgifter för att skicka formuläret.',
  );
  expect(en.ContactForm.success).toBe('Your message has been sent! We will get back to you soon.');
  expect(en.ContactForm.failure).toBe(
    'An error occurred while sending the message. Please try again or contact us directly.',
  );
  expect(sv.ContactForm.sending).toBe('Skickar...');
  expect(en.ContactForm.sending).toBe('Sending...');
  expect(sv.TechsverigeForm.requiredFields).toBe(
    'Alla fält är obligatoriska. Vänligen fyll i all information.',
  );
  expect(sv.TechsverigeForm.invalidEmail).toBe('Ange en giltig e-postadress.');
  expect(sv.TechsverigeForm.failure).toBe(
    'Ett fel uppstod när meddelandet skulle skickas. Försök igen eller kontakta oss direkt.',
  );
  expect([sv.TechsverigeForm.errorTitle, en.TechsverigeForm.errorTitle]).toEqual(['Fel', 'Error']);
  expect(en.ReferenceForm.invalid).toBe('Please fill in all required fields correctly');
  expect(sv.ReferenceForm.invalid).toBe('Vänligen fyll i alla obligatoriska fält korrekt');
  expect(en.ReferenceForm.failure).toBe('Something went wrong. Please try again.');
  expect([en.ReferenceForm.successTitle, en.ReferenceForm.success]).toEqual([
    'Thank you!',
    'Your reference has been sent',
  ]);
  expect(en.AcademyForm.success).toBe('Registration received! We will contact you shortly.');
  expect(en.AcademyForm.failure).toBe(
    'Something went wrong. Please try again or contact us directly.',
  );
  expect(en.AcademyForm.sending).toBe('Submitting...');
  expect(en.AcademyForm.another).toBe('Register another participant');
});

// Every key path (objects and arrays alike, e.g. `HomePage.testimonials.items.3.quote`).
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.slice(0, -1)];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, `${prefix}${key}.`));
}

test('sv and en have the same namespaces', () => {
  expect(Object.keys(sv).sort()).toEqual(Object.keys(en).sort());
});

test.each(Object.keys(sv))('%s has the same keys in sv and en', (namespace) => {
  const svKeys = keyPaths(sv[namespace as keyof typeof sv]);
  const enKeys = keyPaths(en[namespace as keyof typeof en]);
  expect({
    onlyInSv: svKeys.filter((k) => !enKeys.includes(k)),
    onlyInEn: enKeys.filter((k) => !svKeys.includes(k)),
  }).toEqual({
    onlyInSv: [],
    onlyInEn: [],
  });
});

test('a key present in one file only fails the check', () => {
  const extra = { ...sv.Brand, extraKey: 'x' };
  expect(keyPaths(extra)).toContain('extraKey');
  expect(keyPaths(en.Brand)).not.toContain('extraKey');
});
