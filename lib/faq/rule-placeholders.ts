import type { Locale } from 'next-intl';
import {
  resolveSalaryParameters,
  salaryFloor,
  type SalaryParameterKey,
} from '@/lib/salary/defaults';
import type { SalaryRuleSet } from '@/lib/salary/rule-sets';

// FAQ answers never hard-code a figure that a salary rule set owns: they name it in braces and
// the page fills in the set in force when it renders, e.g. (prisma/content/faq.json)
//   "... ett lönegolv på {floor} kr i månaden ..."  /  "... a salary floor of SEK {floor} ..."
// Numbers get the language's grouping ("33 390" / "33,390"); {validFrom} is the date the set took
// effect ("1 juni 2026" / "1 June 2026"). An unknown name is left as it is (and a test fails).

const PARAMETERS = {
  median: 'median_salary_sweden',
  percentage: 'percentage_requirement',
  singleAdult: 'single_adult_remaining',
  couple: 'couples_remaining',
  child0to6: 'children_0_6_remaining',
  child7to10: 'children_7_10_remaining',
  child11to14: 'children_11_14_remaining',
  child15to17: 'children_15_17_remaining',
} as const satisfies Record<string, SalaryParameterKey>;

export const RULE_PLACEHOLDERS = [...Object.keys(PARAMETERS), 'floor', 'validFrom'] as const;

const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' };

export function fillRulePlaceholders(text: string, set: SalaryRuleSet, locale: Locale): string {
  const params = resolveSalaryParameters(set.parameters);
  const number = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const values: Record<string, string> = {
    floor: number.format(Math.round(salaryFloor(params))),
    validFrom: date.format(new Date(`${set.validFrom}T00:00:00Z`)),
  };
  for (const [name, key] of Object.entries(PARAMETERS)) values[name] = number.format(params[key]);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
