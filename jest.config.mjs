import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Unit and component tests run in jsdom; integration tests (real PostgreSQL) choose node
// with a `@jest-environment node` docblock.
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/stubs/empty.ts',
    // Its CommonJS build imports react-dom/server dynamically, which jest's CommonJS runtime
    // cannot do without --experimental-vm-modules; the ES build goes through SWC (a require).
    '^@react-email/render$': '<rootDir>/node_modules/@react-email/render/dist/node/index.mjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: [
    '<rootDir>/tests/unit/**/*.test.ts?(x)',
    '<rootDir>/tests/integration/**/*.test.ts?(x)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/.next/'],
  // Component tests type with user-event, which takes seconds on a loaded 2-core machine.
  testTimeout: 20_000,
};

// next-intl, Better Auth and their helpers ship ES modules only: let SWC transform them like our
// own code (tests/integration/admin/sign-in.test.ts runs the real Better Auth).
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  'better-auth',
  '@better-auth',
  'better-call',
  '@better-fetch',
  'jose',
  'kysely',
  'nanostores',
  'rou3',
  '@noble',
  'defu',
  '@react-email',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmPackages.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
