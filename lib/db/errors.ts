// Failures that mean "the database cannot be used right now" rather than "this query is wrong".
// Route handlers answer them with 503 so the visitor is told to retry instead of seeing a bug.

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The embedded (PGlite) data directory is held by another live process. */
export class DatabaseLockedError extends DatabaseUnavailableError {
  override name = 'DatabaseLockedError';

  constructor(
    message: string,
    readonly ownerPid: number,
  ) {
    super(message);
  }
}

// Node socket errors, node-postgres messages, SQLSTATE classes/codes, Prisma error codes and
// driver-adapter error kinds that all mean the server could not be reached or gave up on us.
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const PRISMA_CODES = new Set(['P1000', 'P1001', 'P1002', 'P1003', 'P1008', 'P1017', 'P2024']);
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'DatabaseAccessDenied',
  'AuthenticationFailed',
  'ConnectionClosed',
  'TooManyConnections',
  'SocketTimeout',
]);
const MESSAGES =
  /connection terminated|terminating connection|encountered a connection error|timeout exceeded when trying to connect|connection timeout|query read timeout/i;

function matches(value: unknown): boolean {
  if (value instanceof DatabaseUnavailableError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { code, kind, message } = value as { code?: unknown; kind?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NODE_CODES.has(code) || SQLSTATES.has(code) || PRISMA_CODES.has(code)) return true;
    if (code.startsWith('08')) return true; // SQLSTATE class 08: connection exception
  }
  if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

// Errors arrive wrapped: Prisma puts the adapter error in meta.driverAdapterError, adapters put
// the driver error in cause, pg's pool may throw an AggregateError. Walk all of them (bounded).
function related(value: object): unknown[] {
  const { cause, meta, errors, originalCode } = value as {
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
    errors?: unknown;
    originalCode?: unknown;
  };
  const out: unknown[] = [cause, meta?.driverAdapterError, { code: originalCode }];
  if (Array.isArray(errors)) out.push(...errors);
  return out;
}

export function isConnectionFailure(error: unknown): boolean {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 20; seen += 1) {
    const current = queue.shift();
    if (matches(current)) return true;
    if (typeof current === 'object' && current !== null) queue.push(...related(current));
  }
  return false;
}

/** The same error, or a DatabaseUnavailableError wrapping it when it is a connection failure. */
export function toDatabaseUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isConnectionFailure(error)) return error;
  return new DatabaseUnavailableError('The database is unavailable', { cause: error });
}

/** Runs `work`, rethrowing connection failures as DatabaseUnavailableError. */
export async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDatabaseUnavailable(error);
  }
}
