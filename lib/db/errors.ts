// Failures that mean "the database cannot be used right now" rather than "this query is wrong".
// Route handlers answer them with 503 so the visitor is told to retry instead of seeing a bug.

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
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
// SQLSTATEs of a server that cannot serve us now, whatever the query: class 53 (insufficient
// resources: 53300 too many connections, disk full, out of memory), 57P01-57P05 (admin, crash or
// idle shutdown, cannot connect now, database dropped), 57014 (statement timeout, cancelled),
// 55P03 (lock timeout), 25P03 (idle-in-transaction timeout). 55000 ("object not in prerequisite
// state") only as a FATAL error, which ends the session: "database is not currently accepting
// connections" (ALLOW_CONNECTIONS false); the same code raised by a query (currval before
// nextval) is a bug. Any FATAL or PANIC error means the server ended the session.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '57014', '55P03', '25P03']);
const SQLSTATE_CLASSES = ['08', '53'];
const SESSION_ENDING = new Set(['FATAL', 'PANIC']);
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

// By name too: Next bundles this module more than once (routes, instrumentation, middleware),
// and an error made by one copy is no instance of another copy's class.
const OUR_NAME = 'DatabaseUnavailableError';

function matches(value: unknown): boolean {
  if (value instanceof DatabaseUnavailableError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { code, kind, message, name, severity } = value as {
    code?: unknown;
    kind?: unknown;
    message?: unknown;
    name?: unknown;
    severity?: unknown;
  };
  if (name === OUR_NAME) return true;
  // A PostgreSQL error as the driver adapter passes it on (kind "postgres", with its severity).
  if (typeof severity === 'string' && SESSION_ENDING.has(severity)) return true;
  if (typeof code === 'string') {
    if (NODE_CODES.has(code) || SQLSTATES.has(code) || PRISMA_CODES.has(code)) return true;
    // SQLSTATE class 08: connection exception; 53: insufficient resources.
    if (SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))) return true;
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

// Errors that the database layer itself raised: ours, Prisma's (PrismaClientKnownRequestError,
// ...InitializationError, ...) and its driver adapters'. Found anywhere on the cause chain.
const DATABASE_ERROR_NAME =
  /^(?:PrismaClient\w*Error|DriverAdapterError|DatabaseUnavailableError)$/;

function raisedByDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { name, clientVersion, cause } = current as {
      name?: unknown;
      clientVersion?: unknown;
      cause?: unknown;
    };
    if (typeof name === 'string' && DATABASE_ERROR_NAME.test(name)) return true;
    if (typeof clientVersion === 'string') return true; // every Prisma client error carries it
    current = cause;
  }
  return false;
}

/**
 * For code that catches more than database errors (a route handler, the cron, the outbox): is
 * this the database being unavailable (503, retry later)? Only errors the database layer raised
 * count: a bare ECONNRESET is also what a client that hangs up mid-request produces
 * (isClientAbort), and that is no outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!raisedByDatabase(error)) return false;
  // P2028: Prisma could not start (or finish) the transaction in time, i.e. the database is
  // overloaded rather than the request wrong. Retrying later is the right advice.
  return isConnectionFailure(error) || (error as { code?: unknown }).code === 'P2028';
}

/**
 * The client went away before its request was read (Node's `aborted`, ECONNRESET on the request
 * stream, or an AbortError): nothing is wrong on our side, and it is not a database error.
 */
export function isClientAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || raisedByDatabase(error)) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'AbortError' || code === 'ABORT_ERR') return true;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return (code === 'ECONNRESET' || code === undefined) && message === 'aborted';
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
