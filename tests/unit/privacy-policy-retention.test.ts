import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CLEAN_UP_INTERVAL_MINUTES,
  RETENTION_TABLE,
  RETENTION_VALUES,
  type Period,
  type PeriodUnit,
} from '@/lib/retention/periods';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// The privacy policy's retention table states what the code deletes, and when: every period a
// row states must be one of the constants lib/retention/periods.ts gives that row (taken from the
// purge, the sign-in and the rate-limit code), and every period there must be stated. Change a
// constant without the text, or the text without the constant, and this fails.
const catalogues = { sv, en } as const;
type Locale = keyof typeof catalogues;

const UNIT_WORDS: Record<Locale, Record<PeriodUnit, readonly string[]>> = {
  sv: {
    year: ['år'],
    day: ['dag', 'dagar', 'dagars'],
    hour: ['timme', 'timmar', 'timmars'],
    minute: ['minut', 'minuter', 'minuters'],
  },
  en: {
    year: ['year', 'years'],
    day: ['day', 'days'],
    hour: ['hour', 'hours'],
    minute: ['minute', 'minutes'],
  },
};

const key = ({ amount, unit }: Period) => `${amount} ${unit}`;

/** Every "<number> <unit>" a text states ("3 år", "30 days", "15-minute"), as "3 year" etc. */
function statedPeriods(text: string, locale: Locale): string[] {
  const unitOf = new Map<string, PeriodUnit>();
  for (const [unit, words] of Object.entries(UNIT_WORDS[locale]) as [PeriodUnit, string[]][]) {
    for (const word of words) unitOf.set(word, unit);
  }
  const words = [...unitOf.keys()].sort((a, b) => b.length - a.length).join('|');
  const pattern = new RegExp(`(?<!\\d)(\\d+)[\\s\\u00a0-](${words})(?!\\p{L})`, 'gu');
  return [...text.matchAll(pattern)].map(([, amount, word]) =>
    key({ amount: Number(amount), unit: unitOf.get(word ?? '') ?? 'year' }),
  );
}

// A period the deployment sets is stated through a placeholder: read with the value in force.
const filled = (text: string) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in RETENTION_VALUES ? RETENTION_VALUES[name as keyof typeof RETENTION_VALUES] : whole,
  );

const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? filled(value)
    : Object.values(value as object)
        .map(textOf)
        .join('\n');

test('the reader finds the periods a text states, and only those', () => {
  expect(statedPeriods('3\u00a0år efter; 30 dagar; 15 minuter; 8 timmar; år 2025', 'sv')).toEqual([
    '3 year',
    '30 day',
    '15 minute',
    '8 hour',
  ]);
  expect(statedPeriods('3 years, 1 day, 15 minutes; in 2026 years', 'en')).toEqual([
    '3 year',
    '1 day',
    '15 minute',
    '2026 year',
  ]);
});

test('the clean-up runs as often as the table says (vercel.json schedules it)', () => {
  const config = JSON.parse(readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8')) as {
    crons: { path: string; schedule: string }[];
  };
  const cron = config.crons.find((entry) => entry.path === '/api/cron');
  expect(cron?.schedule).toBe(`*/${CLEAN_UP_INTERVAL_MINUTES} * * * *`);
});

describe.each(['sv', 'en'] as const)('%s', (locale) => {
  const { rows } = catalogues[locale].PrivacyPage.sections.retention;

  test('one row per entry of lib/retention/periods.ts, in its order', () => {
    expect(Object.keys(rows)).toEqual(Object.keys(RETENTION_TABLE));
  });

  test.each(Object.keys(RETENTION_TABLE) as (keyof typeof RETENTION_TABLE)[])(
    'row %s states exactly the periods the code uses',
    (row) => {
      const expected = [...new Set(RETENTION_TABLE[row].periods.map(key))].sort();
      const stated = [...new Set(statedPeriods(textOf(rows[row]), locale))].sort();
      expect(stated).toEqual(expected);
    },
  );

  test('no other part of the policy states a period (they all live in the table)', () => {
    const { retention, ...others } = catalogues[locale].PrivacyPage.sections;
    expect(statedPeriods(textOf(others), locale)).toEqual([]);
    expect(statedPeriods(textOf(retention.paragraphs), locale)).toEqual([]);
  });
});
