import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';

// The one place where this app sees a request before Next does: Node's http(s).Server#emit is
// wrapped once, and each part that must act first registers a hook here (instrumentation.ts, at
// server start): the https-only headers (lib/security/transport.ts), the socket's address
// (lib/api/socket-address.ts) and the request gate (lib/security/install-request-gate.ts).
// Hooks run in the order they were registered; one that answers the request itself returns
// true, and neither later hooks nor Next see it.

/** Acts on a request before Next; true when it has answered it (Next must not see it). */
export type RequestHook = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

/** Answers a request Node's parser refused ('clientError'), given the error and the socket. */
export type ParserErrorHook = (error: unknown, socket: Duplex) => void;

interface Hooks {
  request: Map<string, RequestHook>;
  parserError: ParserErrorHook | null;
}

const store = globalThis as typeof globalThis & { __serverRequestHooks?: Hooks };

// 'checkContinue' and 'checkExpectation' replace 'request' for Expect: headers when listened to.
const REQUEST_EVENTS = new Set<string | symbol>(['request', 'checkContinue', 'checkExpectation']);

function hooks(): Hooks {
  if (store.__serverRequestHooks) return store.__serverRequestHooks;
  const installed: Hooks = { request: new Map(), parserError: null };
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Object.defineProperty(Server.prototype, 'emit', {
      configurable: true,
      writable: true,
      value: function emitThroughHooks(
        this: unknown,
        event: string | symbol,
        ...args: unknown[]
      ): boolean {
        const [request, response] = args;
        // Node writes its own bare 400 only when nobody listens; an app that listens wins.
        if (
          event === 'clientError' &&
          installed.parserError &&
          this instanceof http.Server &&
          this.listenerCount(event) === 0
        ) {
          installed.parserError(request, response as Duplex);
          return true;
        }
        if (
          REQUEST_EVENTS.has(event) &&
          request instanceof http.IncomingMessage &&
          response instanceof http.ServerResponse
        ) {
          for (const hook of installed.request.values()) {
            if (hook(request, response)) return true;
          }
        }
        return Reflect.apply(emit, this, [event, ...args]) as boolean;
      },
    });
  }
  store.__serverRequestHooks = installed;
  return installed;
}

/** Registers a hook under a name; registering the same name again keeps the first. */
export function onServerRequest(name: string, hook: RequestHook): void {
  const { request } = hooks();
  if (!request.has(name)) request.set(name, hook);
}

/** Sets the answer to requests Node's parser refuses (once; later calls are ignored). */
export function onParserError(hook: ParserErrorHook): void {
  const installed = hooks();
  installed.parserError ??= hook;
}
