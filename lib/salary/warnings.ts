import {
  addDays,
  MEDIAN_EXPECTED_BY,
  SITUATIONS,
  type IsoDate,
  type SalaryRules,
  type Situation,
} from './rules';

// When the figures may be out of date, for the staff (the back office's front page, and one
// email per warning through lib/salary/alerts.ts). Pure: `today` is a Stockholm calendar date.

export type RuleWarning =
  /** From 20 June until a median Statistics Sweden published that year is entered. */
  | { kind: 'median_missing'; year: number }
  /** The last percentage rule of a situation ends (within the notice period) with none after it. */
  | { kind: 'percentage_rule_ends'; situation: Situation; lastDay: IsoDate }
  /** From 1 January until that year's living-cost amounts (Kronofogden's) are entered. */
  | { kind: 'living_costs_missing'; year: number };

/** How long before a percentage rule's last day the staff are told that nothing follows it. */
export const RULE_END_NOTICE_DAYS = 30;

export function ruleWarnings(rules: SalaryRules, today: IsoDate): RuleWarning[] {
  const warnings: RuleWarning[] = [];
  const year = Number(today.slice(0, 4));
  const medianOfYear = rules.medians.some((m) => m.publishedMonth.startsWith(`${year}-`));
  if (today.slice(5) >= MEDIAN_EXPECTED_BY && !medianOfYear) {
    warnings.push({ kind: 'median_missing', year });
  }
  const noticeUntil = addDays(today, RULE_END_NOTICE_DAYS);
  for (const situation of SITUATIONS) {
    const last = rules.percentages
      .filter((rule) => rule.situation === situation)
      .sort((a, b) => a.firstDay.localeCompare(b.firstDay))
      .at(-1);
    if (last?.lastDay && last.lastDay <= noticeUntil) {
      warnings.push({ kind: 'percentage_rule_ends', situation, lastDay: last.lastDay });
    }
  }
  if (!rules.livingCosts.some((costs) => costs.validFrom.startsWith(`${year}-`))) {
    warnings.push({ kind: 'living_costs_missing', year });
  }
  return warnings;
}

/** What makes a warning one email: its kind and its subject (a year, or a situation and day). */
export function warningKey(warning: RuleWarning): { kind: string; subject: string } {
  switch (warning.kind) {
    case 'percentage_rule_ends':
      return { kind: warning.kind, subject: `${warning.situation}/${warning.lastDay}` };
    default:
      return { kind: warning.kind, subject: String(warning.year) };
  }
}
