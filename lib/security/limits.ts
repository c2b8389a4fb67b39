// Size limits that next.config.ts needs too (it is loaded without the `@/` path alias).

/** The largest form post a page takes: a lead form's Server Action, a few KB of text at most. */
export const PAGE_POST_LIMIT_BYTES = 64 * 1024;
