import {
  policySectionKeys,
  privacyLastUpdated,
} from '@/components/sections/privacy/privacy-policy';
import { parseEnvironment } from '@/lib/env';
import { providerNamed, providerOf } from '@/lib/providers';
import { site } from '@/lib/site';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// The privacy policy says what the code does: these facts are checked against the code that
// does it (the retention table: ./privacy-policy-retention.test.ts).
const catalogues = { sv, en } as const;
const quoted = { sv: (s: string) => `”${s}”`, en: (s: string) => `‘${s}’` } as const;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.values(value as object)
        .map(text)
        .join('\n');

test('the revision date is the date of the last change', () => {
  expect(privacyLastUpdated).toBe('2026-11-28');
});

test('the organisation number is in the registry’s format', () => {
  expect(site.organisationNumber).toMatch(/^\d{6}-\d{4}$/);
});

test('a deployment can say where its database and hosting keep the data', () => {
  // An EU region: no transfer; a country with an adequacy decision: that; the provider's own
  // country: its own safeguard; anywhere else: nothing claimed.
  expect(providerNamed('Neon', 'de')).toEqual({ name: 'Neon', country: 'DE', transfer: 'eea' });
  expect(providerNamed('Neon', 'CH')).toMatchObject({ country: 'CH', transfer: 'adequacy' });
  expect(providerNamed('Neon', 'US')).toMatchObject({ country: 'US', transfer: 'scc' });
  expect(providerNamed('Neon', 'SG')).toMatchObject({ country: 'SG', transfer: null });
  expect(providerNamed('Hetzner', 'FI')).toEqual({
    name: 'Hetzner',
    country: 'FI',
    transfer: 'eea',
  });
  expect(() => parseEnvironment({ DATABASE_PROVIDER_COUNTRY: 'Germany' })).toThrow(
    /DATABASE_PROVIDER_COUNTRY/,
  );
  expect(parseEnvironment({ DATABASE_PROVIDER_COUNTRY: 'se' }).DATABASE_PROVIDER_COUNTRY).toBe(
    'SE',
  );
});

test('providers: known ones by name or address, unknown ones by name or host, nothing claimed', () => {
  expect(providerOf('https://calendly.com/x/y')).toEqual({
    name: 'Calendly',
    country: 'US',
    transfer: 'dpf',
  });
  expect(providerOf('https://embed.tawk.to')).toMatchObject({ name: 'tawk.to', country: 'US' });
  expect(providerOf('https://cal.example.org/book')).toEqual({
    name: 'cal.example.org',
    country: null,
    transfer: null,
  });
  expect(providerNamed('resend')).toMatchObject({ name: 'Resend', country: 'US' });
  expect(providerNamed('Hetzner')).toEqual({ name: 'Hetzner', country: null, transfer: null });
});

describe.each(['sv', 'en'] as const)('%s', (locale) => {
  const policy = catalogues[locale].PrivacyPage.sections;

  test('ten sections, in the order the page numbers them', () => {
    expect(Object.keys(policy)).toEqual([...policySectionKeys]);
  });

  test('every outside service the configuration uses is named, with where its data goes', () => {
    // One item per provider role of lib/site.ts, naming it through its placeholder.
    expect(Object.keys(policy.recipients.items).sort()).toEqual(Object.keys(site.providers).sort());
    for (const [role, item] of Object.entries(policy.recipients.items)) {
      expect(item).toContain(`{${role}}`);
    }
    // Each configured provider's transfer basis has a sentence, and its country a name.
    for (const provider of Object.values(site.providers)) {
      expect(policy.recipients.transfers).toHaveProperty(provider.transfer ?? 'unknown');
      if (provider.country) expect(policy.recipients.countries).toHaveProperty(provider.country);
    }
  });

  test('the chat and the calendar load only when the visitor presses their buttons', () => {
    const chat = quoted[locale](catalogues[locale].Chat.button);
    const calendar = quoted[locale](catalogues[locale].BookingPage.load);
    const { categories, thirdParties } = catalogues[locale].PrivacyPage;
    for (const label of [chat, calendar]) {
      expect(text(policy.cookies)).toContain(label);
      expect(text(policy.recipients)).toContain(label);
      expect(text(thirdParties)).toContain(label);
    }
    expect(categories.chat.purpose).toContain(chat);
    expect(categories.booking.purpose).toContain(calendar);
    expect(text(policy.cookies)).toContain('sessionStorage');
  });

  test('each legal basis names its article; consent says how to withdraw it', () => {
    const { bases } = catalogues[locale].PrivacyPage;
    expect(bases.consent).toMatch(/6[.(]1[ )]?\(?a/);
    expect(bases.contract).toMatch(/6[.(]1[ )]?\(?b/);
    expect(bases.legalObligation).toMatch(/6[.(]1[ )]?\(?c/);
    expect(bases.legitimateInterest).toMatch(/6[.(]1[ )]?\(?f/);
    expect(Object.keys(policy.purposes.items).sort()).toEqual(Object.keys(bases).sort());
    expect(policy.purposes.items.consent).toMatch(locale === 'sv' ? /återkalla/ : /withdraw/);
  });

  test('no automated decisions, and the supervisory authority', () => {
    expect(policy.purposes.outro.automated).toMatch(/22/);
    expect(text(policy.complaints)).toContain('(IMY)');
  });

  test('the rate-limit key is called pseudonymised, never anonymous', () => {
    const { purpose } = catalogues[locale].PrivacyPage.categories.rateLimit;
    expect(purpose).toMatch(/pseudonymi/);
    expect(purpose).not.toMatch(/\banonym(?!is)/);
  });

  test('Migrationsverket is a recipient only when the employer instructs an application', () => {
    expect(policy.recipients.outro.authorities).toMatch(
      locale === 'sv' ? /ger oss i uppdrag.*och bara då/ : /instruct us.*and only then/,
    );
  });

  test('nothing promises newsletter issues the site does not send', () => {
    const all = text(catalogues[locale].PrivacyPage);
    expect(all).not.toMatch(locale === 'sv' ? /varje utskick/i : /every issue/i);
  });
});
