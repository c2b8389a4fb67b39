import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/generated/client';
import { env } from '@/lib/env';

// Secrets the app needs (the key that signs newsletter links, ...). An environment variable wins;
// without one, the first instance to need the secret makes a random one and stores it in
// app_secrets, so a fresh clone needs no configuration and every instance sharing the database
// agrees on it. INSERT ... ON CONFLICT DO NOTHING, then read back: two instances racing on the
// first use still end up with the one value that was stored first.

const cache = new Map<string, Promise<Buffer>>();

export async function appSecret(
  db: PrismaClient,
  name: string,
  fromEnv: string | undefined,
): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  let secret = cache.get(name);
  if (!secret) {
    secret = (async () => {
      await db.appSecret.createMany({
        data: [{ name, value: randomBytes(32).toString('base64url') }],
        skipDuplicates: true,
      });
      const row = await db.appSecret.findUniqueOrThrow({ where: { name } });
      return Buffer.from(row.value, 'base64url');
    })();
    cache.set(name, secret);
    secret.catch(() => cache.delete(name)); // a failed read is tried again next time
  }
  return secret;
}

/**
 * The key that signs the newsletter's confirm and unsubscribe links: a secret of the process, read
 * once (so it opens the client itself, like Better Auth's instance: docs/architecture.md), and
 * never inside a lead's transaction, whose rollback would leave a cached key that is not stored.
 */
export async function linkSigningKey(): Promise<Buffer> {
  return appSecret(await getDb(), 'link-signing', env.LINK_SIGNING_SECRET);
}

/** Forgets cached secrets (tests that switch databases). */
export function clearSecretCache(): void {
  cache.clear();
}
