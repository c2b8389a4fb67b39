import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PORTS } from './app-server';

// A stand-in for the Resend API whose behaviour is switched between phases of a test (the
// shared tests/helpers/fake-resend.ts answers from a finite script instead). Like Resend, it
// honours Idempotency-Key: a key it has already sent is answered with the first result and not
// sent again, so `deliveries` counts real sends per key, whatever the client retried.

export type ProviderMode =
  | { kind: 'ok' }
  | { kind: 'fail'; status: number; headers?: Record<string, string> }
  /** Never answers and sends nothing (a stuck provider). */
  | { kind: 'hang' }
  /** Sends the email, but the answer never arrives (lost on the way back). */
  | { kind: 'accept-then-hang' };

export interface ProviderRequest {
  key: string;
  at: number;
  /** The status answered, or null for no answer. */
  status: number | null;
}

export interface FakeProvider {
  url: string;
  mode: ProviderMode;
  requests: ProviderRequest[];
  /** Real sends per Idempotency-Key. */
  deliveries: Map<string, number>;
  /** Requests received and not yet answered or given up by the client: now, and at most. */
  inFlight: { now: number; peak: number };
  close(): Promise<void>;
}

const ERROR_NAMES: Record<number, string> = { 429: 'rate_limit_exceeded' };

/** Listens on 127.0.0.1:`port` (PORTS.provider: the fault tests keep to FAULTS_PORT..+10). */
export async function startFakeProvider(port: number = PORTS.provider): Promise<FakeProvider> {
  const ids = new Map<string, string>();
  const provider = {
    url: '',
    mode: { kind: 'ok' } as ProviderMode,
    requests: [] as ProviderRequest[],
    deliveries: new Map<string, number>(),
    inFlight: { now: 0, peak: 0 },
  };

  function deliver(key: string): string {
    const known = ids.get(key);
    if (known && key) return known; // idempotent replay: nothing is sent again
    const id = `fake-${ids.size + 1}`;
    ids.set(key, id);
    provider.deliveries.set(key, (provider.deliveries.get(key) ?? 0) + 1);
    return id;
  }

  function answer(response: ServerResponse, status: number, body: unknown, headers = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    provider.inFlight.now += 1;
    provider.inFlight.peak = Math.max(provider.inFlight.peak, provider.inFlight.now);
    response.once('close', () => (provider.inFlight.now -= 1)); // answered, or the client gave up
    request.resume();
    request.on('end', () => {
      const key = String(request.headers['idempotency-key'] ?? '');
      const record: ProviderRequest = { key, at: Date.now(), status: null };
      provider.requests.push(record);
      const mode = provider.mode;
      if (request.method !== 'POST' || !request.url?.startsWith('/emails')) {
        record.status = 404;
        return answer(response, 404, { name: 'not_found', message: 'no route', statusCode: 404 });
      }
      if (mode.kind === 'hang') return;
      if (mode.kind === 'accept-then-hang') {
        deliver(key);
        return;
      }
      if (mode.kind === 'fail') {
        record.status = mode.status;
        const name = ERROR_NAMES[mode.status] ?? 'application_error';
        return answer(
          response,
          mode.status,
          { name, message: 'fake failure', statusCode: mode.status },
          mode.headers,
        );
      }
      record.status = 200;
      answer(response, 200, { id: deliver(key) });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(provider, {
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
