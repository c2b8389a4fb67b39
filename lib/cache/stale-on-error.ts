import 'server-only';
import { unstable_cache } from 'next/cache';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log';
import { sharedGet, sharedSet } from './shared-store';

// A page's data read that keeps the last good page when the database cannot be read: during a
// revalidation (timed, or on demand after revalidatePath) the page renders from the last data
// read successfully, logs one warning, and is kept only briefly, so that the next render after
// the database is back replaces it. Without this, an on-demand revalidation during an outage
// answered 500 (revalidatePath expires the page, so Next must render before it answers).
// The last good data is kept in this process and, with REDIS_URL, for every instance.

/** How long a page rendered from the last good data is served before the next attempt. */
export const STALE_RETRY_SECONDS = 15;

interface Saved<T> {
  value: T;
  savedAt: string;
}

const memory = globalThis as typeof globalThis & { __lastGood?: Map<string, Saved<unknown>> };
const saved = () => (memory.__lastGood ??= new Map());
const storeKey = (name: string) => `last-good:${name}`;

async function remember<T>(name: string, value: T): Promise<void> {
  const entry: Saved<T> = { value, savedAt: new Date().toISOString() };
  saved().set(name, entry);
  await sharedSet(storeKey(name), JSON.stringify(entry));
}

async function recall<T>(name: string): Promise<Saved<T> | null> {
  const local = (saved().get(name) as Saved<T> | undefined) ?? null;
  const text = await sharedGet(storeKey(name));
  const shared = text ? (JSON.parse(text) as Saved<T>) : null;
  if (!shared) return local;
  if (!local) return shared;
  return shared.savedAt > local.savedAt ? shared : local;
}

// No supported way to give one render of an ISR page a shorter lifetime without Cache Components:
// unstable_cache's revalidate does it, as a side effect (docs/workarounds.md#stale-on-error).
const shortLived = unstable_cache(async () => true, ['stale-on-error'], {
  revalidate: STALE_RETRY_SECONDS,
});

/**
 * `read()`, remembered as the last good data of `name`; when it fails because the database is
 * unavailable, the last good data instead (and the page rendered from it lives 15 s). Other
 * errors, and an outage with nothing to fall back on, are thrown as before.
 */
export async function readStaleOnError<T>(name: string, read: () => Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const last = await recall<T>(name);
    if (!last) throw error;
    log.warn('page.stale_on_error', { data: name, savedAt: last.savedAt, error });
    await shortLived().catch(() => undefined); // outside a page render there is nothing to shorten
    return last.value;
  }
  await remember(name, value);
  return value;
}
