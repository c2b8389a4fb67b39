import net, { type Socket } from 'node:net';
import { ADMIN_URL } from './harness';

// A TCP proxy between the app and the shared PostgreSQL server, so a test can take "the
// database" away without stopping a server other tests use:
//   cut()        every open connection is dropped and new ones are refused (ECONNREFUSED);
//   blackhole()  open connections stall and new ones are accepted but never answered, as when
//                packets are lost: only the client's own timeouts end the wait;
//   restore()    back to a plain pass-through.

export type ProxyState = 'up' | 'down' | 'blackhole';

export interface PgProxy {
  port: number;
  state: ProxyState;
  /** The connection string through the proxy for a database on the target server. */
  url(database: string): string;
  cut(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/** The test server's host and port (TEST_PG_ADMIN_URL). */
function adminServer(): { host: string; port: number } {
  const url = new URL(ADMIN_URL);
  return { host: url.hostname, port: Number(url.port || 5432) };
}

export async function startPgProxy(port: number, target = adminServer()): Promise<PgProxy> {
  const pairs = new Set<Pair>();
  let state: ProxyState = 'up';

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (state === 'blackhole') return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream?.destroy();
    }
    pairs.clear();
  };
  await listen();

  return {
    port,
    get state() {
      return state;
    },
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    async cut() {
      state = 'down';
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      dropAll();
      await closed;
    },
    blackhole() {
      state = 'blackhole';
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    async restore() {
      if (state === 'down') await listen();
      else dropAll(); // stalled connections are dead to their clients anyway
      state = 'up';
    },
    async close() {
      dropAll();
      if (state !== 'down') await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
