// One JSON object per line, so that a log drain (Vercel, journald, Loki) can index the fields.
type Fields = Record<string, unknown>;

/** How many `cause` links of an error are written (a longer chain ends with `truncated`). */
export const MAX_CAUSE_DEPTH = 5;

export interface LoggedError {
  name: string;
  message: string;
  code?: string;
  /** The stack as V8 wrote it (file paths and function names; no values). */
  stack?: string;
  cause?: LoggedError | string | { truncated: true };
}

/** An Error, also one made in another realm (a vm context, a worker's structured clone). */
export function isError(value: unknown): value is Error {
  return value instanceof Error || Object.prototype.toString.call(value) === '[object Error]';
}

/**
 * An error as a log line carries it: name, message, its code, stack and `cause` chain (bounded).
 * Only those fields, never the error's other own properties (a database error's `detail` or
 * parameters hold what a visitor typed), so no personal data beyond what the message says.
 */
export function serializeError(error: unknown, depth = 0): LoggedError | string {
  if (!isError(error)) return typeof error === 'string' ? error : String(error);
  const code = (error as { code?: unknown }).code;
  const out: LoggedError = { name: error.name, message: error.message };
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code);
  if (error.stack) out.stack = error.stack;
  if (error.cause !== undefined) {
    out.cause =
      depth + 1 >= MAX_CAUSE_DEPTH ? { truncated: true } : serializeError(error.cause, depth + 1);
  }
  return out;
}

function write(level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}) {
  const line = JSON.stringify(
    { level, event, time: new Date().toISOString(), ...fields },
    (_key, value) => (isError(value) ? serializeError(value) : value),
  );
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};

/**
 * Client components: a readable line in the visitor's developer console (no log drain reads the
 * browser, so no JSON), e.g. browserLog.error('[carousel] could not load embla', error).
 */
export const browserLog = {
  error: (message: string, ...details: unknown[]) => console.error(message, ...details),
};
