import { z } from 'zod';
import { organisationNumber } from './organisation-number';
import { isCspOrigin } from './security/csp-sources';

// Every environment variable the app reads, parsed once. Public (NEXT_PUBLIC_*) values are
// inlined into client bundles at build time, so they are read with literal property access.
// An empty variable (`FOO=` in .env) means "not set", not "invalid".
function withoutBlanks(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

const optionalUrl = z.url().optional();
// An https address whose origin can stand in the page policy (chat script, booking calendar).
const optionalSourceUrl = z
  .url()
  .refine(
    (url) => url.startsWith('https://') && isCspOrigin(new URL(url).origin),
    'an https:// address',
  )
  .optional();
const optionalText = z.string().trim().min(1).optional();
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code (ISO 3166-1), e.g. DE')
  .transform((code) => code.toUpperCase())
  .optional();

// A comma-separated list, trimmed and lower-cased; blanks between commas are ignored.
const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

const emailList = z.string().default('').transform(commaList).pipe(z.array(z.email()));

// A comma-separated list of origins for the page policy (lib/security/csp-sources.ts).
const originList = z
  .string()
  .transform(commaList)
  .pipe(
    z.array(z.string().refine(isCspOrigin, 'an origin: https:// or wss://, host, optional port')),
  )
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SITE_URL: z.url().default('https://www.talentbridge.se'),
  DATABASE_URL: optionalText,
  MAIL_DIR: z.string().default('.data/mail'),
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: optionalUrl,
  MAIL_FROM: z.string().default('Talent Bridge Sweden <noreply@talentbridge.se>'),
  STAFF_EMAIL: z.email().default('info@talentbridge.se'),
  CRON_SECRET: optionalText,
  REVALIDATE_SECRET: optionalText,
  // Signs links in emails (newsletter confirmation and unsubscribe). Unset: a random key is made
  // once and kept in the database (lib/security/secrets.ts).
  LINK_SIGNING_SECRET: z.string().trim().min(32).optional(),
  // The staff who may sign in to /admin (an emailed link). Unset: nobody can
  // (lib/admin/staff-sessions.ts).
  ADMIN_EMAILS: emailList,
  // Signs the back office's session cookies. Unset: a random key is made once and kept in the
  // database (lib/security/secrets.ts), like LINK_SIGNING_SECRET.
  ADMIN_AUTH_SECRET: z.string().trim().min(32).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Back-office sign-in: one request per typed address per this many seconds, for every instance
  // together (lib/admin/sign-in-actions.ts); 0 turns the cooldown off (the e2e suite signs in often).
  SIGN_IN_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Emails in flight to the provider at once, per instance (lib/email/delivery-loop.ts).
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  // Anonymous page-view counting (lib/insights/): "off" counts nothing (the benchmark compares
  // the two). Counts are kept in memory per instance and written every PAGE_VIEW_FLUSH_SECONDS.
  PAGE_VIEW_COUNTING: z.enum(['on', 'off']).default('on'),
  PAGE_VIEW_FLUSH_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  // How many proxies we run in front of the app, each appending to X-Forwarded-For (0: clients
  // connect directly, the socket's address is theirs). lib/api/client-ip.ts.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Set to "1" by Vercel on its builds and functions: the client address is then Vercel's own
  // x-vercel-forwarded-for header.
  VERCEL: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  // The company's facts (lib/site.ts): required in production, where a missing or invalid one
  // stops `next build` and `next start` with one line naming it; elsewhere unset means the
  // clearly fake development company of lib/site.ts.
  SITE_LEGAL_NAME: optionalText,
  // Ten digits with a valid check digit (lib/organisation-number.ts), kept as NNNNNN-NNNN.
  SITE_ORG_NUMBER: z
    .string()
    .transform((value, context) => {
      const valid = organisationNumber(value);
      if (valid) return valid;
      context.addIssue({
        code: 'custom',
        message: 'not a Swedish organisation number (NNNNNN-NNNN with a valid check digit)',
      });
      return z.NEVER;
    })
    .optional(),
  // The registered office (säte): the municipality in the company's registration.
  SITE_REGISTERED_OFFICE: optionalText,
  SITE_STREET_ADDRESS: optionalText,
  SITE_POSTAL_CODE: optionalText,
  SITE_LOCALITY: optionalText,
  SITE_PHONE: optionalText,
  SITE_EMAIL: z.email().optional(),
  SITE_CEO_NAME: optionalText,
  SITE_CEO_EMAIL: z.email().optional(),
  SITE_CEO_PROFILE_URL: optionalUrl,
  // Named in the privacy policy (lib/providers.ts knows Vercel and Neon; any other name is shown
  // as it is).
  HOSTING_PROVIDER: optionalText,
  DATABASE_PROVIDER: optionalText,
  // Where they keep the data, when the deployment chose a region (ISO 3166-1 alpha-2, e.g. DE for
  // a database in Frankfurt); unset: the provider's home country (lib/providers.ts).
  HOSTING_PROVIDER_COUNTRY: countryCode,
  DATABASE_PROVIDER_COUNTRY: countryCode,
  // How many days the hosting provider keeps its request logs (with IP addresses) under the
  // deployment's plan: the privacy policy states it. Set it to what the plan says.
  HOSTING_LOG_DAYS: z.coerce.number().int().min(1).max(400).default(30),
  SCORECARD_PROVIDER: optionalText,
  BOOKING_URL_SV: optionalSourceUrl,
  BOOKING_URL_EN: optionalSourceUrl,
  SCORECARD_URL: optionalUrl,
  TAX_GUIDE_URL: optionalUrl,
  CHAT_SCRIPT_URL: optionalSourceUrl,
  CHAT_SITE_ID_SV: optionalText,
  CHAT_SITE_ID_EN: optionalText,
  // The other origins the chat widget loads from or connects to (its API, WebSocket and asset
  // hosts), written out; unset: the default provider's own list (lib/site.ts), or none for a
  // custom CHAT_SCRIPT_URL. Only the script's own origin goes into script-src.
  CHAT_ORIGINS: originList,
});

/** The company facts a production build and server need (lib/site.ts shows them). */
export const COMPANY_VARIABLES = [
  'SITE_LEGAL_NAME',
  'SITE_ORG_NUMBER',
  'SITE_REGISTERED_OFFICE',
  'SITE_STREET_ADDRESS',
  'SITE_POSTAL_CODE',
  'SITE_LOCALITY',
  'SITE_PHONE',
  'SITE_EMAIL',
] as const;

export type Env = z.infer<typeof schema>;

/**
 * Parses an environment (the app's is `env`; tests parse their own). A failure is one line, each
 * variable with its problem, so a failed start says what to set (.env.example).
 */
export function parseEnvironment(source: Record<string, string | undefined>): Env {
  const values = withoutBlanks(source);
  const result = schema.safeParse(values);
  const problems: Record<string, string[]> = result.success
    ? {}
    : { ...z.flattenError(result.error).fieldErrors };
  if (values.NODE_ENV === 'production') {
    for (const name of COMPANY_VARIABLES) {
      if (values[name] === undefined) problems[name] = ['required in production'];
    }
  }
  const lines = Object.entries(problems).map(
    ([name, messages]) => `${name}: ${messages.join(', ')}`,
  );
  if (!result.success || lines.length > 0) {
    const error = new Error(
      `Invalid environment variables (see .env.example): ${lines.join('; ')}`,
    );
    // A setting to fix, not a code path to follow: `next build` and `next start` print this line.
    error.stack = `${error.name}: ${error.message}`;
    throw error;
  }
  return result.data;
}

export const env = parseEnvironment(process.env);
