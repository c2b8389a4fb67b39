import 'server-only';
import { hasLocale, type Locale } from 'next-intl';
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { prismaAdapter } from 'better-auth/adapters/prisma';
import { nextCookies } from 'better-auth/next-js';
import { magicLink } from 'better-auth/plugins/magic-link';
import { getDb, type PrismaClient } from '@/lib/db/client';
import { queueEmails } from '@/lib/email/queue';
import { triggerDelivery } from '@/lib/email/trigger';
import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { appSecret } from '@/lib/security/secrets';
import { site } from '@/lib/site';
import {
  COOKIE_PREFIX,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
  SIGN_IN_LINK_TTL_SECONDS,
} from './constants';
import { renderSignInEmail } from './sign-in-email';
import { isStaffEmail, revokeOlderSignInLinks } from './staff-sessions';

// The back office's sign-in: Better Auth with its Prisma adapter and magic-link plugin, used only
// through its server API (auth.api.*) from our own Server Actions (lib/admin/sign-in-actions.ts,
// lib/admin/actions/sign-out.ts) and session checks (lib/admin/session.ts). No Better Auth HTTP route is mounted, so none of its
// endpoints (open sign-up, a link to any address) is reachable from outside; the actions decide
// who gets a link (ADMIN_EMAILS), rate-limit and answer the same for every address.

/** The verification page a link opens; it asks for a click before using the token, so that mail
 * scanners that follow links do not spend it. */
export function signInLinkUrl(token: string): string {
  const url = new URL('/admin/sign-in/verify', site.url);
  url.searchParams.set('token', token);
  return url.toString();
}

function createAuth(db: PrismaClient, secret: string) {
  return betterAuth({
    appName: site.name,
    baseURL: site.url,
    // Never served (no route handler is mounted); Better Auth needs a base path all the same.
    basePath: '/api/admin-auth',
    secret,
    database: prismaAdapter(db, { provider: 'postgresql' }),
    telemetry: { enabled: false },
    // Our own limiter counts the link requests (lib/api, shared by every instance).
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: false },
    user: { modelName: 'adminUser' },
    account: { modelName: 'adminAccount' },
    verification: { modelName: 'adminVerification' },
    session: {
      modelName: 'adminSession',
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Secure (and __Secure- prefixed) in production; SameSite=Lax and httpOnly are Better
      // Auth's defaults for the session cookie.
      useSecureCookies: env.NODE_ENV === 'production',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // Staff sessions keep no IP address (personal data we do not need).
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      // A second line behind the actions: nobody outside ADMIN_EMAILS becomes a user or gets a
      // session, whatever path leads there.
      user: {
        create: {
          before: async (user) => (isStaffEmail(user.email) ? { data: user } : false),
        },
      },
      session: {
        create: {
          before: async (session) => {
            const user = await db.adminUser.findUnique({ where: { id: session.userId } });
            return user && isStaffEmail(user.email) ? { data: session } : false;
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_TTL_SECONDS,
        // The database keeps the SHA-256 of the token, never the token itself.
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, metadata }) => {
          const requested: unknown = metadata?.locale;
          const locale: Locale = hasLocale(routing.locales, requested)
            ? requested
            : routing.defaultLocale;
          const id = randomUUID();
          // The outbox row holds the link until it is delivered; then its body is blanked
          // (lib/email/outcome.ts) and the row purged within a day (lib/retention/purge.ts).
          // Only the newest link of an address stays usable.
          await db.$transaction(async (tx) => {
            await queueEmails(tx, [
              {
                recipient: email,
                replyTo: null,
                email: await renderSignInEmail(
                  locale,
                  signInLinkUrl(token),
                  SIGN_IN_LINK_TTL_SECONDS / 60,
                ),
                idempotencyKey: `staff_sign_in/${id}`,
                kind: 'staff_sign_in',
                leadId: id,
              },
            ]);
            await revokeOlderSignInLinks(tx, email);
          });
        },
      }),
      nextCookies(), // last: lets the Server Actions set and clear the session cookie
    ],
  });
}

export type AdminAuth = ReturnType<typeof createAuth>;

const store = globalThis as typeof globalThis & { __adminAuth?: Promise<AdminAuth> };

/** The configured Better Auth instance (one per process, made on first use). */
export function getAuth(): Promise<AdminAuth> {
  store.__adminAuth ??= (async () => {
    const db = await getDb();
    const secret = await appSecret(db, 'admin-auth', env.ADMIN_AUTH_SECRET);
    return createAuth(db, secret.toString('base64url'));
  })().catch((error: unknown) => {
    store.__adminAuth = undefined;
    throw error;
  });
  return store.__adminAuth;
}

/**
 * Mails a sign-in link to a staff address (the caller has checked ADMIN_EMAILS and taken the
 * address's turn). The new link replaces the older ones (sendMagicLink above).
 */
export async function mailSignInLink(email: string, locale: Locale): Promise<void> {
  const auth = await getAuth();
  await auth.api.signInMagicLink({ body: { email, metadata: { locale } }, headers: new Headers() });
  await triggerDelivery();
}
