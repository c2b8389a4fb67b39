import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the Resend API on 127.0.0.1 (random port). Point the sender at `url` with the
// resendBaseUrl option (the SDK's baseUrl; RESEND_BASE_URL in the app). Each POST /emails takes
// the next scripted reply, or 200 { id } when the script is empty.

export type FakeReply =
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  | { hang: true }; // never answers: exercises the sender's timeout

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeResend {
  url: string;
  requests: RecordedRequest[];
  /** Queue replies for the next requests, in order. */
  reply(...replies: FakeReply[]): void;
  /** How many requests carried each Idempotency-Key. */
  keyCounts(): Map<string, number>;
  /** Requests received and not yet answered, now and at most. */
  inFlight(): { now: number; peak: number };
  /** Every reply without a script entry: 200 after this many milliseconds (default 0). */
  defaultDelayMs: number;
  close(): Promise<void>;
}

export async function startFakeResend(): Promise<FakeResend> {
  const requests: RecordedRequest[] = [];
  const script: FakeReply[] = [];
  let sent = 0;
  let open = 0;
  let peak = 0;
  const fake = { defaultDelayMs: 0 };
  const server: Server = createServer((request, response) => {
    open += 1;
    peak = Math.max(peak, open);
    let answered = false;
    const settle = () => {
      if (!answered) open -= 1;
      answered = true;
    };
    response.on('close', settle);
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      const next = script.shift() ?? { status: 200, delayMs: fake.defaultDelayMs };
      if ('hang' in next) return; // keep the socket open and silent
      const answer = () => {
        sent += 1;
        const body =
          next.body ??
          (next.status < 300
            ? { id: `fake-${sent}` }
            : { name: 'application_error', message: 'fake failure', statusCode: next.status });
        response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
        response.end(JSON.stringify(body));
      };
      if (next.delayMs) setTimeout(answer, next.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const result: FakeResend = Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies: FakeReply[]) => {
      script.push(...replies);
    },
    keyCounts() {
      const counts = new Map<string, number>();
      for (const { headers } of requests) {
        const key = String(headers['idempotency-key'] ?? '');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    },
    inFlight: () => ({ now: open, peak }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  return result;
}
