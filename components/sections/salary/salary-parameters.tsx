'use client';

import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { resolveSalaryParameters, type SalaryParameters } from '@/lib/salary';
import { browserLog } from '@/lib/log';
import {
  DEFAULT_RULE_SET,
  isIsoDate,
  ruleSetInForce,
  stockholmDate,
  type IsoDate,
  type SalaryRuleSet,
} from '@/lib/salary/rule-sets';

/** The rule set the calculation uses: the date it took effect (for the disclaimer). */
export interface RuleBasis {
  validFrom: IsoDate;
}

export type ParametersState =
  | { status: 'loading' }
  | { status: 'ready'; params: SalaryParameters; basis: RuleBasis }
  /** The read worked but returned no parameters at all: nothing to calculate with. */
  | { status: 'empty' };

export const SALARY_PARAMETERS_URL = '/api/salary-parameters';

/** A rule set the page carries from its render (lib/salary/read.ts: salaryRulesForRender). */
export type RenderedRuleSet = Pick<SalaryRuleSet, 'validFrom' | 'parameters'>;

/**
 * The set to use when the live read fails: of the sets the page carries, the one in force today
 * (Stockholm), so a failure never answers with figures older than the page. The spec's built-in
 * defaults only when the page carries none in force (no set existed when it was rendered).
 */
export function fallbackState(rendered: readonly RenderedRuleSet[], now = new Date()) {
  const set = ruleSetInForce(rendered, stockholmDate(now)) ?? DEFAULT_RULE_SET;
  return {
    status: 'ready',
    params: resolveSalaryParameters(set.parameters),
    basis: { validFrom: set.validFrom },
  } satisfies ParametersState;
}

function isRowList(value: unknown): value is { parameter_key: string; parameter_value: number }[] {
  return (
    Array.isArray(value) &&
    value.every((row) => typeof row === 'object' && row !== null && 'parameter_key' in row)
  );
}

/**
 * One read per visit of the rule set in force. A failed read is logged and the set the page
 * carries is used (the built-in defaults only as the last resort, see fallbackState). An answer
 * without `valid_from` (an older server) counts as the defaults' date.
 */
export async function loadSalaryParameters(
  rendered: readonly RenderedRuleSet[],
  signal?: AbortSignal,
): Promise<ParametersState> {
  const fallback = (reason: unknown): ParametersState => {
    browserLog.error(
      '[salary] could not load calculation parameters, using the page’s set:',
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
  const { parameters: rows, valid_from: validFrom } =
    typeof body === 'object' && body !== null
      ? (body as { parameters?: unknown; valid_from?: unknown })
      : {};
  if (!isRowList(rows)) return fallback('unexpected response shape');
  if (rows.length === 0) return { status: 'empty' };
  const basis =
    typeof validFrom === 'string' && isIsoDate(validFrom)
      ? { validFrom }
      : { validFrom: DEFAULT_RULE_SET.validFrom };
  return { status: 'ready', params: resolveSalaryParameters(rows), basis };
}

const ParametersContext = createContext<ParametersState>({ status: 'loading' });

/**
 * Reads the rule set once for everything inside it: the calculator and the disclaimer's date
 * (a server-rendered aside can sit inside it as children). `rendered`: the sets the page carries.
 */
export function SalaryParametersProvider({
  rendered,
  children,
}: {
  rendered: readonly RenderedRuleSet[];
  children: ReactNode;
}) {
  const [state, setState] = useState<ParametersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadSalaryParameters(rendered, controller.signal).then(setState, () => {
      // Aborted on unmount (or by Strict Mode's second effect run): nothing to update.
    });
    return () => controller.abort();
  }, [rendered]);
  return <ParametersContext value={state}>{children}</ParametersContext>;
}

export function useSalaryParameters(): ParametersState {
  return use(ParametersContext);
}
