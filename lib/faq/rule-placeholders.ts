import type { Locale } from 'next-intl';
import { formatIsoDate, intlLocale } from '@/lib/i18n/dates';
import { translatorFor } from '@/lib/i18n/translator';
import { addDays, type IsoDate, type LivingCostKey, type SalaryRules } from '@/lib/salary/rules';
import { applicableRules, type AppliedRules } from '@/lib/salary/select';

// FAQ answers never hard-code a figure that the salary rules own: they name it in braces and the
// page fills in the rules for an application received today (the same selection as the
// calculator's, lib/salary/select.ts), e.g. (prisma/content/faq.json)
//   "... ett lönegolv på {floor} kr i månaden ..."  /  "... a salary floor of SEK {floor} ..."
// Numbers get the language's grouping ("34 470" / "34,470"); dates read "1 juni 2026" /
// "1 June 2026". {extensionRules} is a sentence (SalaryPage.extensionRules) that states the rule
// for extensions with its period: a transition with its end date, or what applies once it is
// over. An unknown name is left as it is (and a test fails).

const LIVING_COSTS = {
  singleAdult: 'singleAdult',
  couple: 'couple',
  child0to6: 'children0to6',
  child7to10: 'children7to10',
  child11to14: 'children11to14',
  child15to17: 'children15to17',
} as const satisfies Record<string, LivingCostKey>;

export const RULE_PLACEHOLDERS = [
  'median',
  'percentage',
  ...Object.keys(LIVING_COSTS),
  'floor',
  'validFrom',
  'extensionPercentage',
  'extensionFloor',
  'extensionRules',
  'livingCostsYear',
] as const;

/** Each placeholder's text for an application received on `today`, in `locale`. */
export function rulePlaceholderValues(
  rules: SalaryRules,
  today: IsoDate,
  locale: Locale,
): Record<string, string> {
  const number = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 });
  const date = (day: IsoDate) => formatIsoDate(day, locale);
  const floor = (applied: AppliedRules) => number.format(Math.round(applied.floor));
  const values: Record<string, string> = {};
  const first = applicableRules(rules, 'first_permit', today);
  if (first) {
    values.median = number.format(first.median.amount);
    values.percentage = number.format(first.percentage.percentage);
    values.floor = floor(first);
    values.validFrom = date(first.basisDate);
    values.livingCostsYear = first.livingCosts.validFrom.slice(0, 4);
    for (const [name, key] of Object.entries(LIVING_COSTS)) {
      values[name] = number.format(first.livingCosts.amounts[key]);
    }
  }
  const extension = applicableRules(rules, 'extension', today);
  if (extension) {
    values.extensionPercentage = number.format(extension.percentage.percentage);
    values.extensionFloor = floor(extension);
    const t = translatorFor(locale, 'SalaryPage');
    const { firstDay, lastDay, percentage } = extension.percentage;
    const current = { percentage: number.format(percentage), floor: floor(extension) };
    const next = lastDay ? applicableRules(rules, 'extension', addDays(lastDay, 1)) : null;
    values.extensionRules = !lastDay
      ? t('extensionRules.settled', { ...current, firstDay: date(firstDay) })
      : next && !next.percentageEnded
        ? t('extensionRules.transition', {
            ...current,
            lastDay: date(lastDay),
            nextDay: date(next.percentage.firstDay),
            nextPercentage: number.format(next.percentage.percentage),
            nextFloor: floor(next),
          })
        : t('extensionRules.ending', { ...current, lastDay: date(lastDay) });
  }
  return values;
}

export function fillRulePlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
