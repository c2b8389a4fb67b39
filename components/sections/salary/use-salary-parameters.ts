'use client';

import { useEffect, useState } from 'react';
import { resolveSalaryParameters, type SalaryParameters } from '@/lib/salary';

export type ParametersState =
  | { status: 'loading' }
  | { status: 'ready'; params: SalaryParameters }
  /** The read worked but returned no parameters at all (spec §8): nothing to calculate with. */
  | { status: 'empty' };

export const SALARY_PARAMETERS_URL = '/api/salary-parameters';

function isRowList(value: unknown): value is { parameter_key: string; parameter_value: number }[] {
  return (
    Array.isArray(value) &&
    value.every((row) => typeof row === 'object' && row !== null && 'parameter_key' in row)
  );
}

/** One read per visit; a failed read is logged and the built-in defaults are used (spec §4). */
export async function loadSalaryParameters(signal?: AbortSignal): Promise<ParametersState> {
  const fallback = (reason: unknown): ParametersState => {
    console.error('[salary] could not load calculation parameters, using defaults:', reason);
    return { status: 'ready', params: resolveSalaryParameters(null) };
  };
  let body: unknown;
  try {
    const response = await fetch(SALARY_PARAMETERS_URL, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return fallback(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallback(error);
  }
  const rows = typeof body === 'object' && body !== null ? (body as { parameters?: unknown }).parameters : undefined;
  if (!isRowList(rows)) return fallback('unexpected response shape');
  if (rows.length === 0) return { status: 'empty' };
  return { status: 'ready', params: resolveSalaryParameters(rows) };
}

export function useSalaryParameters(): ParametersState {
  const [state, setState] = useState<ParametersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadSalaryParameters(controller.signal).then(setState, () => {
      // Aborted on unmount (or by Strict Mode's second effect run): nothing to update.
    });
    return () => controller.abort();
  }, []);
  return state;
}
