import { LIVING_COST_KEYS } from '@/lib/salary/rules';
import {
  livingCostsInputSchema,
  medianInputSchema,
  percentageRuleInputSchema,
} from './salary-rules';

// The back office's salary forms post strings: figures as staff type them ("38 300", "90",
// "6186,50"), dates from date fields, a month from a month field (typed "2026-06" where a
// browser has none). These turn them into the inputs of lib/validation/salary-rules.ts.

// No figure staff type is longer than this; a longer text is refused before any work on it.
const FIGURE_MAX = 32;

function figure(raw: FormDataEntryValue | null): number | undefined {
  if (typeof raw !== 'string') return undefined;
  if (raw.length > FIGURE_MAX) return Number.NaN;
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : undefined;
};

export function medianFromForm(form: FormData) {
  return medianInputSchema.safeParse({
    validFrom: text(form, 'validFrom'),
    amount: figure(form.get('amount')),
    publishedMonth: text(form, 'publishedMonth'),
    source: text(form, 'source'),
  });
}

export function percentageRuleFromForm(form: FormData) {
  return percentageRuleInputSchema.safeParse({
    situation: text(form, 'situation'),
    firstDay: text(form, 'firstDay'),
    // A blank last day: the rule covers every later date, until a later rule.
    lastDay: text(form, 'lastDay') || null,
    percentage: figure(form.get('percentage')),
    source: text(form, 'source'),
  });
}

export function livingCostsFromForm(form: FormData) {
  return livingCostsInputSchema.safeParse({
    validFrom: text(form, 'validFrom'),
    amounts: Object.fromEntries(LIVING_COST_KEYS.map((key) => [key, figure(form.get(key))])),
    source: text(form, 'source'),
  });
}
