import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';
import { salaryRuleSetInputSchema } from './salary-rule-set';

// The back office's rule-set form posts strings: figures as staff type them ("37 100", "90",
// "6186,50"), a blank meaning "carry over from the set before". This turns them into the input of
// salaryRuleSetInputSchema, whose rules (percentages 1-100, amounts above 0) then apply.

function parseFigure(raw: FormDataEntryValue | null): number | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export function ruleSetFromForm(form: FormData) {
  const parameters = Object.fromEntries(
    SALARY_PARAMETER_KEYS.map((key) => [key, parseFigure(form.get(key))]).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return salaryRuleSetInputSchema.safeParse({
    validFrom: form.get('validFrom') ?? undefined,
    source: form.get('source') ?? undefined,
    parameters,
  });
}
