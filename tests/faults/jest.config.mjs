import nextJest from 'next/jest.js';

// `npm run test:faults`: fault scenarios against a real `next start` on a fresh database.
// One file at a time: every scenario owns the ports from FAULTS_PORT (default 3600) and its servers.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  rootDir: '../..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/faults/**/*.test.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/stubs/empty.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  globalSetup: '<rootDir>/tests/faults/global-setup.ts',
  maxWorkers: 1,
  testTimeout: 180_000,
};

export default createJestConfig(config);
