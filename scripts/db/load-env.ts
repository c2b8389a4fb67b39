import { loadEnvConfig } from '@next/env';

// Scripts load .env / .env.local (and .env.development, .env.production by NODE_ENV) exactly as
// `next dev` / `next start` do, so `npm run db:*` sees the same DATABASE_URL as the app.
// Import this module first: lib/env.ts parses process.env when it is first imported.
loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', {
  info: () => {},
  error: (...args: unknown[]) => console.error(...args),
});
