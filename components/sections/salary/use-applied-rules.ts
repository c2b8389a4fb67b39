import { use, useEffect, type RefObject } from 'react';
import type { SalaryCase } from '@/lib/salary/calculate';
import type { IsoDate, Situation } from '@/lib/salary/rules';
import {
  applicableRules,
  basisOf,
  earliestApplicationDate,
  type AppliedRules,
} from '@/lib/salary/select';
import type { FieldNames } from './read-form';
import { BasisContext, ParametersContext, ServedContext } from './salary-parameters';

interface Options {
  /** The case typed, when its date is a real one (salary-form.ts: checkSalaryForm). */
  salaryCase: SalaryCase | null;
  situation: Situation;
  /** The date field's text, to match the server's answer without JavaScript. */
  applicationDate: string;
  /** Today when the page was rendered (the date field's first value). */
  today: IsoDate;
  /** The answer in view, if any: the page's basis line follows it. */
  answered: AppliedRules | null;
  form: RefObject<HTMLFormElement | null>;
  names: FieldNames;
  /** Reads the form again (after the date field is moved); a stable function. */
  sync: () => void;
}

/**
 * The rules for the case being typed (lib/salary/select.ts), once they are read, and what keeps
 * the page in step with them: a date field still at the page's day moves to the server's when
 * the live read answers another (the page may have been rendered on an earlier day), and the
 * disclaimer's basis line follows the answer in view, else the case being typed (told only when
 * it changes: an unchanged line renders nothing again).
 */
export function useAppliedRules(options: Options) {
  const { salaryCase, situation, applicationDate, today, answered, form, names, sync } = options;
  const [served] = use(ServedContext);
  const parameters = use(ParametersContext);
  const ruleBasis = use(BasisContext);
  const rules = parameters.status === 'ready' ? parameters.rules : null;

  const liveToday = parameters.status === 'ready' ? parameters.today : null;
  useEffect(() => {
    const element = form.current;
    const field = element?.elements.namedItem(names.applicationDate);
    if (!element || !liveToday || liveToday === today) return;
    if (!(field instanceof HTMLInputElement) || field.value !== today) return;
    field.value = liveToday;
    sync();
  }, [liveToday, today, names, form, sync]);

  const applied =
    rules && salaryCase
      ? applicableRules(rules, salaryCase.situation, salaryCase.applicationDate)
      : null;
  const earliest = rules ? earliestApplicationDate(rules, situation) : (served.earliest ?? null);
  // Before the rules are read (a page answered without JavaScript), the server says it.
  const tooEarly = rules
    ? salaryCase !== null && applied === null
    : served.failed === 'tooEarly' && served.values?.applicationDate === applicationDate;

  const basisFrom = answered ?? applied;
  const next = basisFrom ? basisOf(basisFrom) : null;
  const [basisDate, livingCostsYear] = [next?.basisDate, next?.livingCostsYear];
  useEffect(() => {
    if (!ruleBasis || !basisDate || !livingCostsYear) return;
    const { basis, show } = ruleBasis;
    if (basis.basisDate !== basisDate || basis.livingCostsYear !== livingCostsYear) {
      show({ basisDate, livingCostsYear });
    }
  }, [ruleBasis, basisDate, livingCostsYear]);

  return { status: parameters.status, rules, applied, earliest, tooEarly };
}
