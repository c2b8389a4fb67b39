export class LeadSubmitError extends Error {
  override name = 'LeadSubmitError';

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * POSTs a lead as JSON to one of our /api routes. Resolves when it was stored; otherwise throws
 * a LeadSubmitError carrying the response's `error` (the only field the UI reads) and status.
 * Network failures reject as they are (TypeError).
 */
export async function postLead(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  let error = `HTTP ${response.status}`;
  try {
    const data: unknown = await response.json();
    if (
      typeof data === 'object' &&
      data !== null &&
      typeof (data as { error?: unknown }).error === 'string'
    ) {
      error = (data as { error: string }).error;
    }
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  throw new LeadSubmitError(error, response.status);
}

/** The send failure is logged for whoever looks at the console or a browser error monitor. */
export function logSubmitError(form: string, error: unknown): void {
  console.error(`[${form}] submit failed:`, error instanceof Error ? error.message : error);
}
