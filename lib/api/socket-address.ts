import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

// Route handlers and server actions never see the TCP socket, and Next keeps a client-sent
// X-Forwarded-For (it only fills in the socket's address when there is none: base-server.js,
// `req.headers['x-forwarded-for'] ??= socket.remoteAddress`, Next 16.4). So the socket's address
// is written into a request header here, before Next sees the request, by wrapping the Node
// servers' `emit('request')`. instrumentation.ts installs it when the server process starts.
// (docs/workarounds.md#socket-address-header)
//
// The header carries a random per-process token: a client can send a header of that name, but
// not one with the token, so a request that reached the server before the wrapper was
// installed (the first instants after start) has no socket address rather than a forged one.

export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

const store = globalThis as typeof globalThis & { __socketAddressToken?: string };

/** The token of this process, once installSocketAddressHeader has run in it. */
export function socketAddressToken(): string | undefined {
  return store.__socketAddressToken;
}

function stamp(request: unknown, token: string): void {
  if (!(request instanceof http.IncomingMessage)) return;
  request.headers[SOCKET_ADDRESS_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
}

// 'checkContinue' and 'checkExpectation' replace 'request' for Expect: headers when listened to.
const REQUEST_EVENTS = new Set<string | symbol>(['request', 'checkContinue', 'checkExpectation']);

/** Wraps http(s).Server#emit so that every request carries its socket's address. Idempotent. */
export function installSocketAddressHeader(): void {
  if (store.__socketAddressToken) return;
  const token = randomBytes(16).toString('hex');
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Object.defineProperty(Server.prototype, 'emit', {
      configurable: true,
      writable: true,
      value: function emitWithSocketAddress(
        this: unknown,
        event: string | symbol,
        ...args: unknown[]
      ): boolean {
        if (REQUEST_EVENTS.has(event)) stamp(args[0], token);
        return Reflect.apply(emit, this, [event, ...args]) as boolean;
      },
    });
  }
  store.__socketAddressToken = token;
}
