import { readFileSync } from 'node:fs';
import { fillRulePlaceholders, RULE_PLACEHOLDERS } from '@/lib/faq/rule-placeholders';
import {
  DEFAULT_SALARY_PARAMETERS,
  resolveSalaryParameters,
  salaryFloor,
} from '@/lib/salary/defaults';
import { SEED_RULE_SETS } from '@/lib/salary/rule-sets';

const [september2025, june2026] = SEED_RULE_SETS;
if (!september2025 || !june2026) throw new Error('seed sets missing');

describe('fillRulePlaceholders', () => {
  test('fills the figures of the set in force, formatted for the language', () => {
    const sv = fillRulePlaceholders(
      'Golv {floor} kr ({percentage} % av {median} kr), från {validFrom}.',
      june2026,
      'sv',
    );
    expect(sv).toBe('Golv 33\u00a0390 kr (90 % av 37\u00a0100 kr), från 1 juni 2026.');
    const en = fillRulePlaceholders(
      'Floor SEK {floor} from {validFrom}; couple SEK {couple}.',
      september2025,
      'en',
    );
    expect(en).toBe('Floor SEK 29,680 from 1 September 2025; couple SEK 10,219.');
  });

  test('leaves unknown names and other braces alone', () => {
    expect(fillRulePlaceholders('{unknown} and {floor}', june2026, 'en')).toBe(
      '{unknown} and 33,390',
    );
  });
});

// Copy never hard-codes a figure a rule set owns (the salary floor, the median, living costs):
// the FAQ names it as a placeholder, the calculator takes it from the API.
describe('no rule figure is hard-coded in the copy', () => {
  const figures = new Set<number>();
  for (const set of SEED_RULE_SETS) {
    const params = resolveSalaryParameters(set.parameters);
    figures.add(salaryFloor(params));
    for (const key of Object.keys(
      DEFAULT_SALARY_PARAMETERS,
    ) as (keyof typeof DEFAULT_SALARY_PARAMETERS)[]) {
      if (key !== 'percentage_requirement') figures.add(params[key]);
    }
  }
  // "33 390", "33 390" (no-break space), "33,390", "33390"
  const spellings = [...figures].flatMap((n) => {
    const text = String(n);
    const grouped = text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return [text, grouped, grouped.replace(/,/g, ' '), grouped.replace(/,/g, '\u00a0')];
  });

  test.each(['prisma/content/faq.json', 'messages/sv.json', 'messages/en.json'])('%s', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(
      spellings.filter((spelling) => new RegExp(`(?<![\\d.,])${spelling}(?![\\d])`).test(text)),
    ).toEqual([]);
  });

  test('every placeholder in the FAQ content file is one the page fills in', () => {
    const names = [...readFileSync('prisma/content/faq.json', 'utf8').matchAll(/\{(\w+)\}/g)].map(
      (m) => m[1],
    );
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.filter((name) => !(RULE_PLACEHOLDERS as readonly string[]).includes(name ?? '')),
    ).toEqual([]);
  });
});
