// Numbers and names of the back office's sign-in, shared by the auth setup, the middleware and
// the tests. (No imports: the middleware bundles this file.)

/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;
/** A session ends after this long without a request. */
export const SESSION_IDLE_SECONDS = 8 * 60 * 60;
/** ...and this long after it began, however busy (lib/admin/staff-sessions.ts). */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** The session's expiry moves forward at most this often (one database write per window). */
export const SESSION_REFRESH_SECONDS = 5 * 60;
/** Prefix of the back office's cookies (Better Auth adds `.session_token`). */
export const COOKIE_PREFIX = 'tbs-admin';
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
/** Production cookies carry the `Secure` attribute and, with it, this name prefix. */
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
/** The language switch: `?lang=en` sets this cookie; Swedish without it. */
export const ADMIN_LANG_COOKIE = 'tbs-admin-lang';
/** ...kept a year (the privacy policy states it). */
export const ADMIN_LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Request headers the middleware sets for /admin pages (never taken from the client). */
export const ADMIN_NONCE_HEADER = 'x-admin-nonce';
export const ADMIN_LOCALE_HEADER = 'x-admin-locale';
export const ADMIN_PATH_HEADER = 'x-admin-path';
