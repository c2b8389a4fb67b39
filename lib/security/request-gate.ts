import { PAGE_POST_LIMIT_BYTES } from './limits';
import { allowedMethods, isAdminAddress, pageAt } from './methods';

// Requests Next answers with a 500 of its own, before any of our code runs and some without the
// security headers: a path with a malformed percent-encoding (`/%E0%A4%A`: its 400 page does not
// exist in the App Router), a method the Fetch standard forbids (TRACE, TRACK, CONNECT: Next
// cannot build a Request of it), and a NUL in the address (PostgreSQL refuses it). Also a Server
// Action id that this build does not have: Next answers it itself, but logs a stack for it. And
// a body to a page (anything outside /api/) larger than any form sends, or of unknown length:
// Next waits for the whole body to arrive before it sends the middleware's refusal (the
// middleware gets a copy; next-server.js finalize()), so 64 MB took as long as the client
// took to send it. The server refuses these first (lib/security/install-request-gate.ts,
// docs/workarounds.md#request-gate).

export const FETCH_FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

export interface GateRequest {
  method: string;
  /** The request target as received: `/path?query`, or an absolute URL. */
  url: string;
  /** The Next-Action header (a Server Action called with JavaScript), or null. */
  actionId: string | null;
  /** The Content-Length header, or null. */
  contentLength?: string | null;
  /** Whether the body comes chunked (Transfer-Encoding). */
  chunked?: boolean;
}

export interface GateRefusal {
  status: 400 | 405 | 409 | 411 | 413;
  body: string;
  headers: Record<string, string>;
  /** For the log line: which rule refused it. */
  reason: 'path-encoding' | 'nul' | 'method' | 'action-id' | 'unknown-action' | 'length' | 'size';
}

const refusal = (
  status: GateRefusal['status'],
  reason: GateRefusal['reason'],
  body: string,
  headers: Record<string, string> = {},
): GateRefusal => ({ status, reason, body, headers });

function target(url: string): { path: string; query: string } {
  const withoutScheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const rest = withoutScheme ? url.slice(withoutScheme[0].length) || '/' : url;
  const mark = rest.indexOf('?');
  return mark === -1
    ? { path: rest, query: '' }
    : { path: rest.slice(0, mark), query: rest.slice(mark + 1) };
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

const NUL = /%00|\u0000/i;
// Server Action ids: 42 hex digits (Next's SERVER_REFERENCE_ID_LENGTH).
const ACTION_ID = /^[0-9a-f]{42}$/;

/**
 * The refusal of an odd request, or null to let Next handle it. `actionIds`: the Server Actions
 * of this build (null when they are not known, e.g. in development: then ids are not checked).
 */
export function refuseOddRequest(
  request: GateRequest,
  actionIds: ReadonlySet<string> | null,
): GateRefusal | null {
  const { path, query } = target(request.url);
  const pathname = decoded(path);
  if (pathname === null) return refusal(400, 'path-encoding', 'Malformed address');
  if (NUL.test(path) || NUL.test(query)) return refusal(400, 'nul', 'Malformed address');
  const method = request.method.toUpperCase();
  if (FETCH_FORBIDDEN_METHODS.has(method)) {
    return refusal(405, 'method', 'Method not allowed', {
      Allow: allowedMethods(pathname).join(', '),
    });
  }
  if (method !== 'GET' && method !== 'HEAD' && !pathname.startsWith('/api/')) {
    // Pages take form posts of a declared, small size (lib/security/page-posts.ts says so too).
    const length = request.contentLength ?? null;
    if (length === null && request.chunked) return refusal(411, 'length', 'Length required');
    if (length !== null && Number(length) > PAGE_POST_LIMIT_BYTES) {
      return refusal(413, 'size', 'Request body too large');
    }
  }
  if (method === 'POST' && request.actionId !== null && actionIds !== null) {
    // As Next answers them (action-handler.js), minus the stack in the log.
    if (!ACTION_ID.test(request.actionId)) {
      return refusal(400, 'action-id', 'Invalid Server Action request.');
    }
    if (!actionIds.has(request.actionId)) {
      return refusal(409, 'unknown-action', 'Server Action unavailable.', {
        'x-nextjs-action-not-found': '1',
      });
    }
  }
  return null;
}

/** The build's Server Actions: every id, and the ids each page's code has (Next's "workers"). */
export interface ActionManifest {
  ids: ReadonlySet<string>;
  /** Worker (route) key, e.g. "app/[locale]/contact/page", to the ids it can run. */
  byWorker: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Reads server-reference-manifest.json's shape: { node: { <id>: { workers: { <key>: ... } } } }. */
export function actionManifestOf(manifest: unknown): ActionManifest {
  const ids = new Set<string>();
  const byWorker = new Map<string, Set<string>>();
  const runtimes = typeof manifest === 'object' && manifest !== null ? manifest : {};
  for (const runtime of ['node', 'edge'] as const) {
    const actions = (runtimes as Record<string, unknown>)[runtime];
    if (typeof actions !== 'object' || actions === null) continue;
    for (const [id, entry] of Object.entries(actions)) {
      ids.add(id);
      const workers = (entry as { workers?: unknown } | null)?.workers;
      for (const worker of typeof workers === 'object' && workers !== null
        ? Object.keys(workers)
        : []) {
        byWorker.set(worker, (byWorker.get(worker) ?? new Set()).add(id));
      }
    }
  }
  return { ids, byWorker };
}

// "app/admin/(staff)/leads/[kind]/[id]/page" -> /^\/admin\/leads\/[^/]+\/[^/]+$/
function workerPattern(worker: string): RegExp {
  const route = worker
    .replace(/^app/, '')
    .replace(/\/page$/, '')
    .replace(/\/\([^/]+\)/g, '');
  const segments = route
    .split('/')
    .map((segment) =>
      /^\[.+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/') || '/'}$`);
}

/**
 * The Server Actions the page at a public address can run (its form's), or an empty list when
 * the address is no page. Pages of the site go by the routing table (`/kontakt` is
 * app/[locale]/contact), the back office by its route folders.
 */
export function pageActionIds(pathname: string, manifest: ActionManifest): string[] {
  const workers = [...manifest.byWorker.keys()];
  let worker: string | undefined;
  if (isAdminAddress(pathname)) {
    worker = workers.find(
      (key) => key.startsWith('app/admin') && workerPattern(key).test(pathname),
    );
  } else {
    const page = pageAt(pathname);
    if (page) worker = `app/[locale]${page === '/' ? '' : page}/page`;
  }
  return [...(worker ? (manifest.byWorker.get(worker) ?? []) : [])];
}
