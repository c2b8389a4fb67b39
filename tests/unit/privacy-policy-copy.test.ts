import {
  policySectionKeys,
  privacyLastUpdated,
} from '@/components/sections/privacy/privacy-policy';
import { NEWSLETTER_GRACE_DAYS, RETENTION_YEARS } from '@/lib/retention/purge';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// The privacy policy says what the code does: these facts are checked against the code that
// does it, so that changing one without the other fails here.
const catalogues = { sv, en } as const;
const threeYears = { sv: 'tre år', en: 'three years' } as const;
const days = { sv: `${NEWSLETTER_GRACE_DAYS} dagar`, en: `${NEWSLETTER_GRACE_DAYS} days` } as const;
const quoted = { sv: (s: string) => `”${s}”`, en: (s: string) => `‘${s}’` } as const;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.values(value as object)
        .map(text)
        .join('\n');

test('the revision date', () => {
  expect(privacyLastUpdated).toBe('2026-11-23');
});

describe.each(['sv', 'en'] as const)('%s', (locale) => {
  const policy = catalogues[locale].PrivacyPage.sections;

  test('ten sections, in the order the page numbers them', () => {
    expect(Object.keys(policy)).toEqual([...policySectionKeys]);
  });

  test('retention as lib/retention/purge.ts deletes', () => {
    const retention = text(policy.retention);
    expect(RETENTION_YEARS).toBe(3);
    expect(retention).toContain(threeYears[locale]);
    expect(retention).toContain(days[locale]);
  });

  test('the chat loads only when the visitor presses its button', () => {
    const label = quoted[locale](catalogues[locale].Chat.button);
    expect(text(policy.cookies)).toContain(label);
    expect(text(policy.recipients)).toContain(label);
    expect(text(policy.cookies)).toContain('sessionStorage');
  });

  test('the processors and the supervisory authority are named', () => {
    expect(text(policy.recipients)).toContain('Resend');
    expect(text(policy.complaints)).toContain('(IMY)');
  });
});
