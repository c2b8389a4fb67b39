// The server's idea of "now", for whatever depends on the date (which salary rules apply today,
// the back office's warnings about them). Always the real time, except in an end-to-end build:
// `npm run build:e2e` sets E2E_TEST_CLOCK=1, next.config.ts inlines that flag into the build,
// and only then does the server read TEST_CLOCK_NOW (an ISO date or instant) from its own
// environment. Nothing a client sends can move it, and a production build ignores TEST_CLOCK_NOW
// entirely.
// (Outside Next - jest, scripts - the flag is read from the environment as it is.)

/** The current instant (the test clock's, in an e2e build that sets one). */
export function now(): Date {
  const fixed = process.env.E2E_TEST_CLOCK === '1' ? process.env.TEST_CLOCK_NOW : undefined;
  if (fixed) {
    const date = new Date(fixed);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date();
}
