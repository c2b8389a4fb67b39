/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  promises,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server, type Socket } from 'node:net';

// A Redis that accepts connections and then never answers (a stopped or overloaded server, a
// black-holing network) must cost a page at most about a second: @redis/client 6.3.1 drops a
// command's own timeout once the command is written to the socket, so the page cache handler
// (lib/cache/next-cache-handler.mjs) and the small shared store (lib/cache/shared-store.ts) keep
// their own timer, outside the client. Here a local TCP server answers the client's handshake
// like Redis ("+OK" to each command) and then goes silent: a read resolves as a miss, a write
// gives up, while the server stays silent - and the next calls leave Redis alone for a while.
// No wall-clock assertion: each call must settle within the test's own timeout.

jest.setTimeout(20_000);

interface FakeRedis {
  url: string;
  /** Commands received (their first word), answered or not. */
  commands: string[];
  silence(): void;
  close(): Promise<void>;
}

/** The complete RESP arrays at the start of `buffer` (command words), and what is left over. */
function parseCommands(buffer: Buffer): { commands: string[][]; rest: Buffer } {
  const commands: string[][] = [];
  let offset = 0;
  for (;;) {
    const start = offset;
    const line = () => {
      const end = buffer.indexOf('\r\n', offset);
      if (end === -1) return null;
      const text = buffer.subarray(offset, end).toString();
      offset = end + 2;
      return text;
    };
    const header = line();
    if (header === null || !header.startsWith('*'))
      return { commands, rest: buffer.subarray(start) };
    const words: string[] = [];
    for (let i = 0; i < Number(header.slice(1)); i += 1) {
      const size = line();
      if (size === null || offset + Number(size.slice(1)) + 2 > buffer.length) {
        return { commands, rest: buffer.subarray(start) };
      }
      words.push(buffer.subarray(offset, offset + Number(size.slice(1))).toString());
      offset += Number(size.slice(1)) + 2;
    }
    commands.push(words);
  }
}

async function fakeRedis(): Promise<FakeRedis> {
  const commands: string[] = [];
  const sockets: Socket[] = [];
  let silent = false;
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const parsed = parseCommands(Buffer.concat([pending, chunk]));
      pending = parsed.rest;
      for (const words of parsed.commands) {
        commands.push((words[0] ?? '').toUpperCase());
        if (!silent) socket.write('+OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    silence: () => {
      silent = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Store = typeof globalThis & {
  __siteCacheRedis?: { client: { isReady: boolean; destroy(): void } };
  __sharedStore?: Promise<{ isReady: boolean; destroy(): void } | null>;
  __redisSilentUntil?: number;
};
const store = globalThis as Store;

let redis: FakeRedis;
const dist = mkdtempSync(path.join(tmpdir(), 'silent-redis-'));
const warnings: string[] = [];
let handler: {
  get(key: string, context: object): Promise<unknown>;
  set(key: string, data: object, context: object): Promise<unknown>;
  revalidateTag(tags: string[], durations?: object): Promise<void>;
};
let shared: typeof import('@/lib/cache/shared-store');

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeAll(async () => {
  redis = await fakeRedis();
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_KEY_PREFIX = 'silent-test:';
  // What the handler reads of a build: its ID and which pages revalidate (ISR).
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'BUILD_ID'), 'test-build');
  writeFileSync(
    path.join(dist, 'prerender-manifest.json'),
    JSON.stringify({
      version: 4,
      routes: { '/en/faq': { initialRevalidateSeconds: 300 } },
      dynamicRoutes: {},
    }),
  );
  jest.spyOn(console, 'warn').mockImplementation((line: unknown) => warnings.push(String(line)));
  jest.spyOn(console, 'info').mockImplementation(() => {});

  // @ts-expect-error -- a plain ES module that Next loads itself (next.config.ts), without types
  const { default: SiteCacheHandler } = await import('@/lib/cache/next-cache-handler.mjs');
  // Next's own file-system cache needs the few fs calls Next gives it.
  const fs = {
    existsSync,
    readFileSync,
    readFile: promises.readFile,
    writeFile: promises.writeFile,
    mkdir: promises.mkdir,
    stat: promises.stat,
  };
  handler = new SiteCacheHandler({ serverDistDir: path.join(dist, 'server'), fs });
  shared = await import('@/lib/cache/shared-store');
  // Both clients connect while the server still answers (the handshake, a first read).
  await until(() => store.__siteCacheRedis?.client.isReady === true);
  expect(await shared.sharedGet('warm-up')).toBe('OK');
  redis.silence();
});

afterAll(async () => {
  store.__siteCacheRedis?.client.destroy();
  (await store.__sharedStore)?.destroy();
  await redis.close();
  rmSync(dist, { recursive: true, force: true });
});

const FAQ = '/route-cache/APP_PAGE/0123abcd/$/en/faq';
const PAGE = {
  kind: 'APP_PAGE',
  html: '<p>FAQ</p>',
  rscData: Buffer.from('rsc'),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
};
const silentEvents = () => warnings.filter((line) => line.includes('cache.redis_silent')).length;

test('the page cache: a write gives up and a read is a miss while Redis stays silent; then it is left alone', async () => {
  const sent = redis.commands.length;
  await expect(
    handler.set(FAQ, PAGE, { revalidate: 300, tags: [], isRoutePPREnabled: false }),
  ).resolves.toBeUndefined();
  expect(redis.commands.length).toBeGreaterThan(sent); // written to Redis, never answered
  expect(silentEvents()).toBe(1);

  // The next calls find Redis silent of late and go straight to this instance's own cache.
  const before = redis.commands.length;
  await expect(handler.get(FAQ, { kind: 'APP_PAGE' })).resolves.toBeNull();
  expect(redis.commands.length).toBe(before);

  // When Redis is asked again and still says nothing, the read is a miss.
  store.__redisSilentUntil = 0;
  await expect(handler.get(FAQ, { kind: 'APP_PAGE', softTags: [] })).resolves.toBeNull();
  expect(redis.commands.slice(before)).toContain('GET');

  // A staff edit's revalidation: sent to Redis, and given up on while it stays silent.
  store.__redisSilentUntil = 0;
  const asked = redis.commands.length;
  await expect(handler.revalidateTag(['/en/faq'])).resolves.toBeUndefined();
  expect(redis.commands.length).toBeGreaterThan(asked); // the shared tags are scanned
});

test('the shared store: a read is null and a write gives up while Redis stays silent; then it is left alone, by both', async () => {
  store.__redisSilentUntil = 0;
  const sent = redis.commands.length;
  await expect(shared.sharedGet('last-good:faq')).resolves.toBeNull();
  expect(redis.commands.slice(sent)).toEqual(['GET']); // asked, never answered
  // Silent of late: neither call asks Redis.
  await expect(shared.sharedSet('last-good:faq', '{}')).resolves.toBeUndefined();
  await expect(shared.sharedGet('last-good:faq')).resolves.toBeNull();
  expect(redis.commands.length).toBe(sent + 1);
  // Asked again, still silent: the write gives up.
  store.__redisSilentUntil = 0;
  await expect(shared.sharedSet('last-good:faq', '{}')).resolves.toBeUndefined();
  expect(redis.commands.slice(sent + 1)).toEqual(['SET']);
  // One silent moment for the process: the page cache does not wait for Redis again either.
  await expect(handler.get(FAQ, { kind: 'APP_PAGE' })).resolves.toBeNull();
  expect(redis.commands.length).toBe(sent + 2);
});
