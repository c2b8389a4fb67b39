import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { log } from '../log';
import { apiHeaders } from './headers';
import { PAGE_ACTIONS_HEADER } from './action-body';
import { onParserError, onServerRequest } from './server-requests';
import {
  actionManifestOf,
  pageActionIds,
  refuseOddRequest,
  type ActionManifest,
  type GateRefusal,
} from './request-gate';

// Puts lib/security/request-gate.ts in front of Next (a hook of lib/security/server-requests.ts),
// so that an odd request is answered here, with the security headers, and never reaches Next. A request Node's own parser refuses (an unknown
// method, a malformed header: 'clientError') gets Node's status but with the security headers
// too. instrumentation.ts installs it when the server starts. (docs/workarounds.md#request-gate)

/** The Server Actions of this build (production only: `next dev` adds them as it compiles). */
export function loadActionManifest(
  distDir: string = process.env.NEXT_DIST_DIR ?? '.next',
): ActionManifest | null {
  if (process.env.NODE_ENV !== 'production') return null;
  try {
    const file = path.join(process.cwd(), distDir, 'server', 'server-reference-manifest.json');
    return actionManifestOf(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    log.warn('http.action_ids_unknown', { error });
    return null;
  }
}

/** The path of a request target (already known to decode: the gate refused it otherwise). */
function pathOf(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('?')[0] || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const securityHeaders = Object.fromEntries(apiHeaders().map(({ key, value }) => [key, value]));

function answer(response: http.ServerResponse, refusal: GateRefusal, method: string): void {
  const body = Buffer.from(refusal.body, 'utf8');
  response.writeHead(refusal.status, {
    ...securityHeaders,
    'Cache-Control': 'no-store',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.byteLength),
    ...refusal.headers,
  });
  response.end(method === 'HEAD' ? undefined : body);
}

// The statuses Node itself gives a request its parser refuses (_http_server.js, socketOnError).
const PARSER_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** Answers a request Node could not parse as Node would, plus the security headers. */
function answerParserError(error: unknown, socket: Duplex & { bytesWritten?: number }): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (socket.writable && (socket.bytesWritten ?? 0) === 0) {
    const [status, text] = PARSER_STATUS[typeof code === 'string' ? code : ''] ?? [
      400,
      'Bad Request',
    ];
    const body = 'Malformed request';
    const headers = {
      ...securityHeaders,
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(body.length),
      Connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${text}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error instanceof Error ? error : undefined);
}

// After a refusal (4xx) sent before the request's body has arrived, Node reads the rest of the
// body to reuse the connection: all 64 MB, if that is what the client sends (time, and buffers
// the collector has to catch up with). Closing at once loses the answer: the client, still
// sending, gets a reset before it reads the 4xx. So the server lingers: it reads on, discarding,
// for at most LINGER_BYTES or LINGER_MS, long enough for the client to read the answer and stop,
// and then closes the connection.
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 1_000;

function lingerAfterEarlyRefusal(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  // Taken now: Node lets go of the request's socket once the answer is finished.
  const socket: Duplex | null = request.socket;
  response.once('finish', () => {
    if (!socket || request.complete) return;
    if (response.statusCode < 400 || response.statusCode > 499) return;
    let read = 0;
    const close = () => {
      if (!socket.destroyed) socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    request.on('data', (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read > LINGER_BYTES) close();
    });
    request.once('end', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
}

/** Odd requests are refused before Next (lib/security/server-requests.ts). Idempotent. */
export function installRequestGate(actions: ActionManifest | null = loadActionManifest()): void {
  onParserError(answerParserError);
  onServerRequest('request-gate', (request, response) => {
    const { 'next-action': actionId, 'content-length': length } = request.headers;
    const refusal = refuseOddRequest(
      {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        actionId: typeof actionId === 'string' ? actionId : null,
        contentLength: length ?? null,
        chunked: /chunked/i.test(request.headers['transfer-encoding'] ?? ''),
      },
      actions?.ids ?? null,
    );
    lingerAfterEarlyRefusal(request, response);
    // The page's Server Actions, for the middleware's check of a form post; a client's own
    // header of that name never gets through.
    delete request.headers[PAGE_ACTIONS_HEADER];
    if (!refusal && actions && request.method === 'POST') {
      const pathname = pathOf(request.url ?? '/');
      if (!pathname.startsWith('/api/')) {
        request.headers[PAGE_ACTIONS_HEADER] = pageActionIds(pathname, actions).join(',');
      }
    }
    if (!refusal) return false;
    log.info('http.odd_request_refused', { reason: refusal.reason, status: refusal.status });
    answer(response, refusal, request.method ?? 'GET');
    return true;
  });
}
