import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI (`prisma generate`, and `prisma migrate deploy` wherever the native
// engine can be downloaded). Our own scripts (scripts/db/*) migrate through the WebAssembly engine
// and do not read this file. Prisma 7 does not load .env itself: DATABASE_URL comes from the shell.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: {
    path: 'prisma/migrations',
    seed: 'tsx prisma/seed.ts',
  },
  datasource: { url: process.env.DATABASE_URL },
});
