import { randomBytes } from 'node:crypto';
import { onServerRequest } from '@/lib/security/server-requests';

// Route handlers and server actions never see the TCP socket, and Next keeps a client-sent
// X-Forwarded-For (it only fills in the socket's address when there is none: base-server.js,
// `req.headers['x-forwarded-for'] ??= socket.remoteAddress`, Next 16.4). So the socket's address
// is written into a request header here, before Next sees the request (a hook of
// lib/security/server-requests.ts). instrumentation.ts installs it when the server process starts.
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

/** Every request from now on carries its socket's address (lib/security/server-requests.ts). */
export function installSocketAddressHeader(): void {
  if (store.__socketAddressToken) return;
  const token = randomBytes(16).toString('hex');
  onServerRequest('socket-address', (request) => {
    request.headers[SOCKET_ADDRESS_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
    return false;
  });
  store.__socketAddressToken = token;
}
