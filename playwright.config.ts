import { defineConfig, devices } from '@playwright/test';
import fictionalCompany from './scripts/test/fictional-company.json';

// Against a preview deployment when BASE_URL is set; otherwise against the local production build
// (`npm run build` first; `npm test` does that).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Set here for the server and the tests alike: the chat provider `npm run build:e2e`
// (package.json) builds the pages with, a host that never answers (tests/e2e/chat.spec.ts
// answers it); and a rate limit the suite's many sends from one address stay under (the limit
// itself is tested on servers of its own, tests/e2e/rate-limit.spec.ts); and the back office's
// staff addresses; and the invented company a production server needs (the build had the same,
// scripts/test/fictional-company.mjs), unless the environment names one.
if (!process.env.BASE_URL) {
  for (const [name, value] of Object.entries(fictionalCompany)) process.env[name] ||= value;
  Object.assign(process.env, {
    CHAT_SCRIPT_URL: 'https://chat.e2e.invalid',
    CHAT_SITE_ID_SV: 'e2e-site-sv',
    CHAT_SITE_ID_EN: 'e2e-site-en',
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '1000',
    // The suite signs in as the same staff address a score of times, in parallel (the per-address
    // cooldown itself: tests/integration/admin/sign-in.test.ts and a server of its own in
    // tests/e2e/admin-core.spec.ts).
    SIGN_IN_COOLDOWN_SECONDS: process.env.SIGN_IN_COOLDOWN_SECONDS ?? '0',
    // The staff who may sign in to /admin (tests/e2e/support/admin.ts signs in as them).
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'staff@example.com,editor@example.com',
  });
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `npx next start -p ${port}`,
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
