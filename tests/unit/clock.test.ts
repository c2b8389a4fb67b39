import { now } from '@/lib/time/clock';

describe('the test clock (lib/time/clock.ts)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test('TEST_CLOCK_NOW is ignored unless the build enabled the test clock', () => {
    process.env.TEST_CLOCK_NOW = '2030-01-01T00:00:00Z';
    delete process.env.E2E_TEST_CLOCK;
    expect(now().getFullYear()).toBeLessThan(2030);
  });

  test('an e2e build reads the fixed instant; an invalid value falls back to the real time', () => {
    process.env.E2E_TEST_CLOCK = '1';
    process.env.TEST_CLOCK_NOW = '2030-01-01T00:00:00Z';
    expect(now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    process.env.TEST_CLOCK_NOW = 'tomorrow';
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
