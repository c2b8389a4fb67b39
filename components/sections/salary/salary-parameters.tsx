'use client';

import { useLocale } from 'next-intl';
import { createContext, useActionState, useEffect, useMemo, useState, type ReactNode } from 'react';
import { localizedPath } from '@/lib/i18n/paths';
import { browserLog } from '@/lib/log';
import type { RenderedRules } from '@/lib/salary/read';
import {
  LIVING_COST_KEYS,
  isIsoDate,
  isIsoMonth,
  isSituation,
  type SalaryRules,
} from '@/lib/salary/rules';
import { basisOf, type RuleBasis } from '@/lib/salary/select';
import { verifySalary, type ServedVerification } from './verify-action';

export type ParametersState =
  | { status: 'loading' }
  /** The rules to answer with, and today in Stockholm (the default application date). */
  | ({ status: 'ready' } & RenderedRules)
  /** The read worked but returned no parameters at all: nothing to calculate with. */
  | { status: 'empty' };

export const SALARY_PARAMETERS_URL = '/api/salary-parameters';

/**
 * The state when the live read fails: what the page carries. Its day rather than this browser's
 * clock: the server's (an end-to-end build's test clock included), and the page is rendered
 * again every hour.
 */
export function fallbackState(rendered: RenderedRules) {
  return { status: 'ready', ...rendered } satisfies ParametersState;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const isDate = (value: unknown) => typeof value === 'string' && isIsoDate(value);
const isText = (value: unknown) => typeof value === 'string';
const listOf = (value: unknown, item: (entry: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && item(entry));

/** The API's `rules`, checked before the calculator trusts them. */
function isRules(value: unknown): value is SalaryRules {
  return (
    isRecord(value) &&
    listOf(
      value.medians,
      (m) =>
        isDate(m.validFrom) &&
        isAmount(m.amount) &&
        typeof m.publishedMonth === 'string' &&
        isIsoMonth(m.publishedMonth) &&
        isText(m.source),
    ) &&
    listOf(
      value.percentages,
      (r) =>
        isSituation(r.situation) &&
        isDate(r.firstDay) &&
        (r.lastDay === null || isDate(r.lastDay)) &&
        isAmount(r.percentage) &&
        isText(r.source),
    ) &&
    listOf(
      value.livingCosts,
      (c) =>
        isDate(c.validFrom) &&
        isRecord(c.amounts) &&
        LIVING_COST_KEYS.every((key) => isAmount((c.amounts as Record<string, unknown>)[key])) &&
        isText(c.source),
    )
  );
}

/**
 * One read per visit of the rules (GET /api/salary-parameters). A failed read is logged and the
 * rules the page carries are used.
 */
export async function loadSalaryParameters(
  rendered: RenderedRules,
  signal?: AbortSignal,
): Promise<ParametersState> {
  const fallback = (reason: unknown): ParametersState => {
    browserLog.error(
      '[salary] could not load calculation parameters, using the page’s rules:',
      reason,
    );
    return fallbackState(rendered);
  };
  let body: unknown;
  try {
    const response = await fetch(SALARY_PARAMETERS_URL, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return fallback(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallback(error);
  }
  if (!isRecord(body) || !Array.isArray(body.parameters)) {
    return fallback('unexpected response shape');
  }
  if (body.parameters.length === 0) return { status: 'empty' };
  const today = body.application_date;
  if (!isRules(body.rules) || typeof today !== 'string' || !isIsoDate(today)) {
    return fallback('unexpected response shape');
  }
  return { status: 'ready', rules: body.rules, today };
}

const NOT_POSTED: ServedVerification = {};
type Served = [ServedVerification, (form: FormData) => void];

// What SalaryParametersProvider shares; the components inside read each with React's `use`.
/** The rules' read. */
export const ParametersContext = createContext<ParametersState>({ status: 'loading' });
/** The calculator's form state and action (useActionState of verify-action.ts). */
export const ServedContext = createContext<Served>([NOT_POSTED, () => {}]);
/** The basis in view and how to change it (null outside a provider). */
export const BasisContext = createContext<{
  basis: RuleBasis;
  show: (basis: RuleBasis) => void;
} | null>(null);

/**
 * Reads the rules once for everything inside it: the calculator and the disclaimer's basis line
 * (a server-rendered aside can sit inside it as children), which follows the calculator's
 * answer. Holds the calculator's form state too: without JavaScript the form is posted and the
 * page comes back with the server's answer (verify-action.ts), whose basis the disclaimer shows
 * from the start. `rendered`: the rules the page carries; `basis`: the basis the server rendered
 * for a first permit received today.
 */
export function SalaryParametersProvider({
  rendered,
  basis: renderedBasis,
  children,
}: {
  rendered: RenderedRules;
  basis: RuleBasis;
  children: ReactNode;
}) {
  const locale = useLocale();
  const [answer, formAction] = useActionState(
    verifySalary,
    NOT_POSTED,
    `${localizedPath(locale, '/salary-verification')}#salary-calculator-heading`,
  );
  const served = useMemo((): Served => [answer, formAction], [answer, formAction]);
  const answered = answer.outcome?.applied;
  const [state, setState] = useState<ParametersState>({ status: 'loading' });
  const [basis, setBasis] = useState(() => (answered ? basisOf(answered) : renderedBasis));
  useEffect(() => {
    const controller = new AbortController();
    loadSalaryParameters(rendered, controller.signal).then(setState, () => {
      // Aborted on unmount (or by Strict Mode's second effect run): nothing to update.
    });
    return () => controller.abort();
  }, [rendered]);
  const basisValue = useMemo(() => ({ basis, show: setBasis }), [basis]);
  return (
    <ParametersContext value={state}>
      <ServedContext value={served}>
        <BasisContext value={basisValue}>{children}</BasisContext>
      </ServedContext>
    </ParametersContext>
  );
}
