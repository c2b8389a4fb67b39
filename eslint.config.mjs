import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    'node_modules/**',
    'lib/db/generated/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // All server logging goes through lib/log (one JSON line per event, no personal data).
    files: ['app/**', 'components/**', 'lib/**', 'middleware.ts', 'instrumentation.ts'],
    // The page cache handler is loaded by Next itself, outside the bundles, and cannot import
    // lib/log.ts (TypeScript): it writes the same JSON lines with console.
    ignores: ['lib/log.ts', 'lib/cache/next-cache-handler.mjs'],
    rules: { 'no-console': 'error' },
  },
]);
