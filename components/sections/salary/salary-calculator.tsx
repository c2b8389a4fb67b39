'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { saveContactPrefill } from '@/lib/contact-prefill';
import { localizedPath } from '@/lib/i18n/paths';
import { useRouter } from 'next/navigation';
import { formatIsoDate } from '@/lib/i18n/dates';
import { calculateSalary, salaryLogBody } from '@/lib/salary/calculate';
import { MAX_MONTHLY_SALARY, formatSek } from '@/lib/salary/format';
import type { IsoDate } from '@/lib/salary/rules';
import { appliedParameters } from '@/lib/salary/select';
import { logVerification } from './log-verification';
import { buildPrefillMessage, type PrefillMessages } from './prefill-message';
import { fieldNames, readFormValues, SCOPE_FIELD } from './read-form';
import { SalaryFields } from './salary-fields';
import {
  INITIAL_VALUES,
  checkSalaryForm,
  sameFormValues,
  type SalaryField,
  type SalaryFormValues,
} from './salary-form';
import { ServedContext } from './salary-parameters';
import { SalaryResultBox } from './salary-result';
import { SalaryStatusLine } from './salary-status-line';
import { useAppliedRules } from './use-applied-rules';
import type { ServedVerification } from './verify-action';

interface Props {
  taxGuideUrl: string;
  /** Swedish texts for the contact hand-off, which is Swedish on every page. */
  prefillMessages: PrefillMessages;
  /** Today in Stockholm when the page was rendered: the application date's first value. */
  today: IsoDate;
}

const keepIfSame = (read: SalaryFormValues) => (current: SalaryFormValues) =>
  sameFormValues(current, read) ? current : read;

const FAILURE_TEXTS = {
  incomplete: 'incomplete',
  unavailable: 'loadError',
  refused: 'refused',
  tooEarly: null, // said beside the date field
} as const;

type Outcome = NonNullable<ServedVerification['outcome']> & { id: number };

export function SalaryCalculator({ taxGuideUrl, prefillMessages, today }: Props) {
  const t = useTranslations('SalaryCalculator');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  // Without JavaScript the browser posts the form and the page comes back with the server's
  // answer (verify-action.ts): what was typed, and the result when it could be calculated.
  const [served, formAction] = use(ServedContext);
  const initial = useMemo(
    () => served.values ?? { ...INITIAL_VALUES, applicationDate: today },
    [served, today],
  );
  const [values, setValues] = useState<SalaryFormValues>(initial);
  const [touched, setTouched] = useState({
    salary: false,
    taxValue: false,
    applicationDate: false,
  });
  const [submitted, setSubmitted] = useState(served.values !== undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    served.outcome ? { id: 0, ...served.outcome } : null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const names = useMemo(() => fieldNames(id), [id]);
  // The fields are uncontrolled: the DOM holds the values. A reading equal to the state keeps
  // the state, so hydrating an untouched form, or a change event that changes nothing, renders
  // nothing again.
  const sync = useCallback(() => {
    if (formRef.current) setValues(keepIfSame(readFormValues(formRef.current, names)));
  }, [names]);
  // Take over what was typed or chosen before hydration.
  useEffect(sync, [sync]);

  const check = checkSalaryForm(values);
  const { status, rules, applied, earliest, tooEarly } = useAppliedRules({
    salaryCase: check.salaryCase,
    situation: values.situation,
    applicationDate: values.applicationDate,
    today,
    answered: outcome?.applied ?? null,
    form: formRef,
    names,
    sync,
  });
  const canVerify = rules !== null && check.complete;
  const belowFloor = applied !== null && check.salary !== null && check.salary < applied.floor;

  const statusId = `${id}-status`;
  const max = formatSek(MAX_MONTHLY_SALARY, locale);
  const errors = {
    ...check.errors,
    ...(tooEarly ? { applicationDate: 'dateTooEarly' as const } : {}),
  };
  const fieldError = (field: SalaryField) => {
    const error = errors[field];
    return error && (touched[field] || submitted)
      ? t(`errors.${error}`, { max, earliest: earliest ? formatIsoDate(earliest, locale) : '' })
      : undefined;
  };

  const onLeave = useCallback(
    (field: SalaryField) =>
      setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    [],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rules || !check.complete) return;
    setSubmitted(true);
    if (!check.input || !applied) {
      setOutcome(null);
      const order: SalaryField[] = ['applicationDate', 'salary', 'taxValue'];
      const firstInvalid = order.find((field) => errors[field]) ?? 'applicationDate';
      document.getElementById(names[firstInvalid])?.focus();
      return;
    }
    const input = check.input;
    logVerification(salaryLogBody(input, locale, applied));
    setOutcome((previous) => ({
      id: (previous?.id ?? 0) + 1,
      input,
      result: calculateSalary(input, appliedParameters(applied)),
      applied,
    }));
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: 'nearest' }));
  }

  const failureText = served.failed ? FAILURE_TEXTS[served.failed] : null;
  const contactPath = localizedPath(locale, '/contact');
  function sendToContact() {
    if (!outcome) return;
    saveContactPrefill(
      buildPrefillMessage(prefillMessages, outcome.input, outcome.result, outcome.applied),
    );
    router.push(contactPath);
  }

  return (
    <div>
      <form
        ref={formRef}
        action={formAction}
        noValidate
        onSubmit={onSubmit}
        onChange={sync}
        className="space-y-10"
      >
        <input type="hidden" name={SCOPE_FIELD} value={id} />
        <SalaryFields
          scope={id}
          initial={initial}
          taxType={values.taxType}
          dateError={fieldError('applicationDate')}
          salaryError={fieldError('salary')}
          taxError={fieldError('taxValue')}
          floorHint={
            belowFloor
              ? t('candidate.floorHint', {
                  floor: formatSek(applied.floor, locale),
                  situation: applied.situation,
                })
              : undefined
          }
          taxGuideUrl={taxGuideUrl}
          onLeave={onLeave}
        />

        <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:gap-5">
          {/* The button checks the form and waits for the parameters, so it needs the script;
              without JavaScript (CSS "scripting: none") the server checks and calculates, and
              the button in <noscript> posts the form to it. */}
          <button
            type="submit"
            className="btn btn-primary w-full noscript:hidden sm:w-auto sm:min-w-40"
            disabled={!canVerify}
            aria-describedby={statusId}
          >
            {t('verify')}
          </button>
          <noscript>
            <button type="submit" className="btn btn-primary w-full sm:w-auto sm:min-w-40">
              {t('verify')}
            </button>
          </noscript>
          <SalaryStatusLine id={statusId} parameters={status} complete={check.complete} />
        </div>
      </form>

      <div ref={resultRef} className="scroll-mb-6">
        <div role="status">
          {outcome ? (
            <div className="mt-8">
              <SalaryResultBox
                key={outcome.id}
                input={outcome.input}
                result={outcome.result}
                applied={outcome.applied}
              />
            </div>
          ) : null}
        </div>
        {failureText && !outcome ? (
          <p role="alert" className="mt-8 font-semibold text-danger-700">
            {t(`status.${failureText}`)}
          </p>
        ) : null}
        {outcome ? (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <button
              type="button"
              onClick={sendToContact}
              className="btn btn-outline w-full noscript:hidden sm:w-auto sm:shrink-0"
            >
              {t('result.send')}
            </button>
            {/* Without JavaScript the message cannot be filled in: the link opens the form. */}
            <noscript>
              <a href={contactPath} className="btn btn-outline w-full sm:w-auto sm:shrink-0">
                {t('result.send')}
              </a>
            </noscript>
            <p className="text-sm text-muted noscript:hidden">{t('result.sendHint')}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
