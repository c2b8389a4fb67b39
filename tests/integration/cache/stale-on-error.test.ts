/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { DatabaseUnavailableError } from '@/lib/db/errors';

// lib/cache/stale-on-error.ts: a read that meets an unavailable database gives the last good
// data (one warning), from this process or, with REDIS_URL, from another instance through Redis.
// Against the Redis on 127.0.0.1:6379, under a key prefix of this run.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-stale-${randomBytes(4).toString('hex')}:`;
const down = () => new DatabaseUnavailableError('The database is unavailable');

type Module = typeof import('@/lib/cache/stale-on-error');
const warn = jest.fn();

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(warn);
});
beforeEach(() => warn.mockClear());

describe('in one process (no Redis)', () => {
  let readStaleOnError: Module['readStaleOnError'];
  beforeAll(async () => {
    delete process.env.REDIS_URL;
    ({ readStaleOnError } = await import('@/lib/cache/stale-on-error'));
  });

  test('a good read is returned; an outage then gives it back, with one warning', async () => {
    await expect(readStaleOnError('one', async () => ({ n: 1 }))).resolves.toEqual({ n: 1 });
    await expect(
      readStaleOnError('one', async () => {
        throw down();
      }),
    ).resolves.toEqual({ n: 1 });
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toEqual([expect.objectContaining({ event: 'page.stale_on_error', data: 'one' })]);
    // The next good read replaces it.
    await readStaleOnError('one', async () => ({ n: 2 }));
    await expect(
      readStaleOnError('one', async () => {
        throw down();
      }),
    ).resolves.toEqual({ n: 2 });
  });

  test('other errors, and an outage with nothing read before, are thrown', async () => {
    await readStaleOnError('two', async () => 'good');
    await expect(
      readStaleOnError('two', async () => {
        throw new Error('a bug');
      }),
    ).rejects.toThrow('a bug');
    await expect(
      readStaleOnError('never-read', async () => {
        throw down();
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

// scripts/test/run.mjs sets TEST_REDIS_UNAVAILABLE when no Redis answers (and says so).
const withRedis = process.env.TEST_REDIS_UNAVAILABLE === '1' ? describe.skip : describe;

withRedis('across instances (REDIS_URL)', () => {
  const redis = createClient({ url: REDIS_URL });

  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) {
      if (keys.length > 0) await redis.del(keys);
    }
    await redis.quit();
    delete process.env.REDIS_URL;
  });

  async function freshInstance(): Promise<Module> {
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_KEY_PREFIX = prefix;
    let loaded: Module | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import('@/lib/cache/stale-on-error');
    });
    const memory = globalThis as { __lastGood?: Map<string, unknown> };
    memory.__lastGood = undefined; // another process: nothing in memory
    if (!loaded) throw new Error('not loaded');
    return loaded;
  }

  test('what one instance read, another gives back during an outage', async () => {
    const first = await freshInstance();
    await first.readStaleOnError('faq', async () => ({ question: 'Q1' }));
    expect(await redis.get(`${prefix}last-good:faq`)).toContain('Q1');
    const second = await freshInstance();
    await expect(
      second.readStaleOnError('faq', async () => {
        throw down();
      }),
    ).resolves.toEqual({ question: 'Q1' });
  });
});
