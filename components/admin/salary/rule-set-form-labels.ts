import 'server-only';
import { requiredLabel } from '@/components/admin/tools/form-messages';
import { adminTranslator } from '@/lib/admin/i18n';
import { SALARY_PARAMETER_KEYS, type SalaryParameterKey } from '@/lib/salary/defaults';
import type { StoredRuleSet } from '@/lib/salary/rule-set-store';
import type { RuleSetFormLabels } from './rule-set-form';

export async function ruleSetFormLabels(submit: 'save' | 'add'): Promise<RuleSetFormLabels> {
  const t = await adminTranslator('AdminSalary');
  return {
    validFrom: t('validFrom'),
    validFromHint: t('validFromHint'),
    source: t('source'),
    percentageHint: t('percentageHint'),
    amountHint: t('amountHint'),
    required: await requiredLabel(),
    submit: t(submit),
    parameters: Object.fromEntries(
      SALARY_PARAMETER_KEYS.map((key) => [key, t(`parameters.${key}`)]),
    ) as Record<SalaryParameterKey, string>,
  };
}

/** A stored set's figures as the form shows them (plain digits, a blank for no value). */
export function ruleSetFormValues(set: StoredRuleSet) {
  const parameters: Partial<Record<SalaryParameterKey, string>> = {};
  for (const key of SALARY_PARAMETER_KEYS) {
    const value = set.parameters[key];
    parameters[key] = value === null || value === undefined ? '' : String(value);
  }
  return { validFrom: set.validFrom, source: set.source, parameters };
}
