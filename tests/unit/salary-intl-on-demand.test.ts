/**
 * The salary page's modules build their Intl formatters when first used, not while they load:
 * a formatter starts the browser's locale (and, with a time zone, time-zone) data, a long task on
 * a phone at start (docs/benchmarks.md, the salary page's profile). Loading the modules builds
 * none; each formatter is built once, for the language in use only, and amounts need none.
 */
const made: string[] = [];
const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;

beforeAll(() => {
  jest.spyOn(Intl, 'NumberFormat').mockImplementation(((...args: [string, object?]) => {
    made.push(`NumberFormat ${args[0]}`);
    return new RealNumberFormat(...args);
  }) as typeof Intl.NumberFormat);
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(((...args: [string, object?]) => {
    made.push(`DateTimeFormat ${args[0]}`);
    return new RealDateTimeFormat(...args);
  }) as typeof Intl.DateTimeFormat);
});

afterAll(() => jest.restoreAllMocks());

async function load() {
  let modules!: {
    format: typeof import('@/lib/salary/format');
    rules: typeof import('@/lib/salary/rules');
    select: typeof import('@/lib/salary/select');
    prefill: typeof import('@/components/sections/salary/prefill-message');
  };
  await jest.isolateModulesAsync(async () => {
    modules = {
      format: await import('@/lib/salary/format'),
      rules: await import('@/lib/salary/rules'),
      select: await import('@/lib/salary/select'),
      prefill: await import('@/components/sections/salary/prefill-message'),
    };
  });
  return modules;
}

test('loading the modules builds no formatter', async () => {
  made.length = 0;
  await load();
  expect(made).toEqual([]);
});

test('amounts are written without building an Intl formatter', async () => {
  const { format } = await load();
  made.length = 0;
  expect(format.formatSek(32000, 'en')).toBe('32,000');
  expect(format.formatSek(1234567, 'en')).toBe('1,234,567');
  expect(format.formatSek(32000, 'sv')).toBe('32\u00a0000');
  expect(made).toEqual([]);
});

test('choosing the rules for a case builds no formatter', async () => {
  const { rules, select } = await load();
  made.length = 0;
  expect(select.applicableRules(rules.DEFAULT_RULES, 'extension', '2026-11-28')?.floor).toBe(29680);
  expect(made).toEqual([]);
});

test('the Stockholm date formatter is built on the first call and reused', async () => {
  const { rules } = await load();
  made.length = 0;
  // 23:30 UTC on 31 March is already 1 April in Stockholm (summer time).
  expect(rules.stockholmDate(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
  expect(rules.stockholmDate(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
  expect(made).toEqual(['DateTimeFormat en-CA']);
});
