import 'server-only';
import { requiredLabel } from '@/components/admin/tools/form-messages';
import { adminTranslator } from '@/lib/admin/i18n';
import {
  LIVING_COST_KEYS,
  SITUATIONS,
  type LivingCostKey,
  type LivingCosts,
  type Median,
  type PercentageRule,
  type Situation,
} from '@/lib/salary/rules';
import type { RuleFormLabels } from './rule-forms';

export async function ruleFormLabels(submit: 'save' | 'add'): Promise<RuleFormLabels> {
  const t = await adminTranslator('AdminSalary');
  return {
    required: await requiredLabel(),
    submit: t(submit),
    source: t('source'),
    validFrom: t('validFrom'),
    validFromHint: t('validFromHint'),
    amountHint: t('amountHint'),
    medianAmount: t('medians.amount'),
    publishedMonth: t('medians.publishedMonth'),
    publishedMonthHint: t('medians.publishedMonthHint'),
    situation: t('percentages.situation'),
    situations: Object.fromEntries(
      SITUATIONS.map((situation) => [situation, t(`percentages.situations.${situation}`)]),
    ) as Record<Situation, string>,
    firstDay: t('percentages.firstDay'),
    lastDay: t('percentages.lastDay'),
    lastDayHint: t('percentages.lastDayHint'),
    percentage: t('percentages.percentage'),
    percentageHint: t('percentages.percentageHint'),
    livingCosts: Object.fromEntries(
      LIVING_COST_KEYS.map((key) => [key, t(`livingCosts.amounts.${key}`)]),
    ) as Record<LivingCostKey, string>,
  };
}

// Stored figures as the forms show them: plain digits, ISO dates.

export const medianFormValues = (median: Median) => ({
  validFrom: median.validFrom,
  amount: String(median.amount),
  publishedMonth: median.publishedMonth,
  source: median.source,
});

export const percentageFormValues = (rule: PercentageRule) => ({
  situation: rule.situation,
  firstDay: rule.firstDay,
  lastDay: rule.lastDay ?? '',
  percentage: String(rule.percentage),
  source: rule.source,
});

/** A stored set of amounts; with `validFrom`, a new set starting from them (blank without one). */
export const livingCostsFormValues = (costs: LivingCosts | undefined, validFrom?: string) => ({
  validFrom: validFrom ?? costs?.validFrom ?? '',
  ...Object.fromEntries(
    LIVING_COST_KEYS.map((key) => [key, costs ? String(costs.amounts[key]) : '']),
  ),
  source: costs?.source ?? '',
});
