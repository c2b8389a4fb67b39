import { readFileSync } from 'node:fs';
import type { Locale } from 'next-intl';
import {
  fillRulePlaceholders,
  rulePlaceholderValues,
  RULE_PLACEHOLDERS,
} from '@/lib/faq/rule-placeholders';
import { formatSek } from '@/lib/salary/format';
import { LIVING_COST_KEYS, SITUATIONS, type SalaryRules } from '@/lib/salary/rules';
import { SEED_SALARY_RULES } from '@/lib/salary/seed-rules';
import { applicableRules } from '@/lib/salary/select';
import faq from '@/prisma/content/faq.json';

const rules = SEED_SALARY_RULES;
const fill = (text: string, date: string, locale: Locale, given: SalaryRules = rules) =>
  fillRulePlaceholders(text, rulePlaceholderValues(given, date, locale)).replace(/\u00a0/g, ' ');

describe('the FAQ placeholders (lib/faq/rule-placeholders.ts)', () => {
  test('the figures for an application received today, written for the language', () => {
    expect(
      fill(
        'Golv {floor} kr ({percentage} % av {median} kr), uppdaterat {validFrom}.',
        '2026-11-28',
        'sv',
      ),
    ).toBe('Golv 34 470 kr (90 % av 38 300 kr), uppdaterat 16 juni 2026.');
    expect(
      fill(
        'Floor SEK {floor}; extensions {extensionPercentage}% = SEK {extensionFloor}; couple SEK {couple} ({livingCostsYear}).',
        '2026-11-28',
        'en',
      ),
    ).toBe('Floor SEK 34,470; extensions 80% = SEK 30,640; couple SEK 10,219 (2025).');
  });

  test('the extension rule: the transition with its end date, then what applies after it', () => {
    expect(fill('{extensionRules}', '2026-11-28', 'sv')).toBe(
      'Ansökningar om förlängning som kommer in senast den 30 november 2026 prövas mot 80 procent av medianlönen, i dag 30 640 kr i månaden. För ansökningar som kommer in från och med den 1 december 2026 gäller 90 procent, i dag 34 470 kr.',
    );
    expect(fill('{extensionRules}', '2026-12-01', 'en')).toBe(
      'Since 1 December 2026, an extension application has been assessed against 90 per cent of the median salary, currently SEK 34,470 a month.',
    );
    const ending: SalaryRules = {
      ...rules,
      percentages: rules.percentages.map((rule) =>
        rule.situation === 'extension' && rule.lastDay === null
          ? { ...rule, lastDay: '2027-05-31' }
          : rule,
      ),
    };
    expect(fill('{extensionRules}', '2027-01-10', 'en', ending)).toBe(
      'Extension applications received up to and including 31 May 2027 are assessed against 90 per cent of the median salary, currently SEK 34,470 a month. We do not yet know what applies to applications received after that.',
    );
  });

  test('leaves unknown names and other braces alone', () => {
    expect(fill('{unknown} and {floor}', '2026-11-28', 'en')).toBe('{unknown} and 34,470');
  });
});

// The FAQ and the calculator read the same rules through the same selection, so they can never
// disagree: for each situation, at dates on both sides of every change, the floor the FAQ shows is
// the one the calculator shows for an application received that day.
describe('the FAQ floor is the calculator floor, for every situation', () => {
  const answers = (id: string, locale: Locale) => {
    const entry = faq.faqs.find((f) => f.id === id);
    if (!entry) throw new Error(`no FAQ ${id}`);
    return locale === 'sv' ? entry.answer_sv : entry.answer_en;
  };
  const placeholderOf = { first_permit: 'floor', extension: 'extensionFloor' } as const;

  describe.each(['sv', 'en'] as const)('%s', (locale) => {
    test.each([
      '2026-05-31',
      '2026-06-01',
      '2026-06-16',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2027-07-01',
    ])('on %s', (date) => {
      const values = rulePlaceholderValues(rules, date, locale);
      for (const situation of SITUATIONS) {
        const applied = applicableRules(rules, situation, date);
        if (!applied) throw new Error('no rules');
        const calculator = formatSek(applied.floor, locale);
        expect(values[placeholderOf[situation]]).toBe(calculator);
        // The salary floor answer names both floors.
        const shown = fillRulePlaceholders(
          answers('salary-verification-salary-floor', locale),
          values,
        );
        expect(shown).toContain(calculator);
      }
      // The extensions' answer states the floor an extension received that day is assessed at.
      const extension = applicableRules(rules, 'extension', date);
      const shown = fillRulePlaceholders(answers('salary-verification-extensions', locale), values);
      expect(shown).toContain(formatSek(extension?.floor ?? 0, locale));
      expect(shown).not.toMatch(/\{\w+\}/);
    });
  });
});

// Copy never hard-codes a figure the rules own (a median, a floor, a living cost): the FAQ names
// it as a placeholder, the calculator takes it from the rules.
describe('no rule figure is hard-coded in the copy', () => {
  const figures = new Set<number>();
  for (const median of rules.medians) {
    figures.add(median.amount);
    for (const rule of rules.percentages) figures.add((median.amount * rule.percentage) / 100);
  }
  for (const costs of rules.livingCosts)
    for (const key of LIVING_COST_KEYS) figures.add(costs.amounts[key]);
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
