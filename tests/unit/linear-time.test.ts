/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseLeadFilters } from '@/lib/admin/lead-filters';
import { LIVING_COST_KEYS } from '@/lib/salary/rules';

// Nothing a stranger writes may cost more than time in proportion to its size: every exported
// pattern, schema and validator of the modules that read a stranger's text (a form, a header, a
// query) or text stored from one (a lead in the CSV export, an FAQ answer) is fed 64 KB made of
// long runs of the separators its patterns use ("a@" + 64 000 dots, "a.a.a.…a " ...), and may
// take at most BUDGET times what it takes on a harmless input of the same size. A pattern that
// backtracks (nested or overlapping repetition) takes thousands of times longer at this size.
//
// Every export is enumerated from the module itself: a pattern or schema is fed as it is, a
// function through FEEDS below, and a function missing there fails the test, so that a new
// export cannot escape. A second test lists every file of the app that holds a regular
// expression: each is tested here or REVIEWED with the reason it needs no test.

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const SIZE = 64_000;
/**
 * At most this many times the cost of the harmless input (or of one pass over it, if more).
 * Linear code measures up to ~25 here (a match on every character costs more than none); a
 * pattern that backtracks over a 64 KB run measures thousands.
 */
const BUDGET = 100;

type Feed = (exported: never, text: string) => unknown;
const text1: Feed = (fn: (text: string) => unknown, text) => fn(text);
const factory: Feed = (fn: () => { safeParse(value: unknown): unknown }, text) =>
  fn().safeParse(text);
/** A `headers` argument whose every header holds the text. */
const headersOf = (text: string) => ({ get: () => text });

/** Every field of the back office's three salary forms, each holding the text. */
const formOf = (text: string) => {
  const form = new FormData();
  const fields = ['validFrom', 'amount', 'publishedMonth', 'source', 'situation', 'firstDay'];
  for (const key of [...fields, 'lastDay', 'percentage', ...LIVING_COST_KEYS]) form.set(key, text);
  return form;
};
const leadFilterParams = (text: string) =>
  Object.fromEntries(
    ['kind', 'status', 'from', 'to', 'q', 'source', 'campaign', 'referrer', 'page'].map((key) => [
      key,
      text,
    ]),
  );

/**
 * How each exported function of a tested module is given the text; null for one that reads no
 * text (the comment says what it takes instead). Patterns and schemas need no entry.
 */
const FEEDS: Record<string, Record<string, Feed | null>> = {
  'lib/validation/fields.ts': {
    requiredText: factory,
    multilineText: factory,
    emailField: factory,
    consentField: factory,
  },
  'lib/validation/text.ts': {
    stripInvisibleFormatting: text1,
    cleanLine: text1,
    cleanMultiline: text1,
    hasUnsafeCharacters: text1,
  },
  'lib/validation/email.ts': { normalizeEmail: text1, isEmailAddress: text1 },
  'lib/validation/keys.ts': { isValidationKey: text1 },
  'lib/validation/errors.ts': { fieldErrors: null }, // a parse result
  'lib/validation/contact.ts': {
    toContactRequest: (fn: (values: object, dial: string, language: string) => unknown, text) =>
      fn({ name: text, email: text, company: text, phoneNumber: text, message: text }, text, 'sv'),
  },
  'lib/validation/admin-salary-rules.ts': {
    medianFromForm: (fn: (form: FormData) => unknown, text) => fn(formOf(text)),
    percentageRuleFromForm: (fn: (form: FormData) => unknown, text) => fn(formOf(text)),
    livingCostsFromForm: (fn: (form: FormData) => unknown, text) => fn(formOf(text)),
  },
  'lib/validation/salary-parameters-query.ts': {
    salaryParametersQuery: (fn: (url: URL) => unknown, text) => {
      const url = new URL('http://localhost/api/salary-parameters');
      url.searchParams.set('situation', text);
      url.searchParams.set('date', text);
      return fn(url);
    },
  },
  'components/forms/schemas.ts': {
    check: (fn: (form: string, values: object) => unknown, text) =>
      ['contact', 'newsletter', 'techsverige', 'reference', 'academy'].map((form) =>
        fn(form, textValues(text)),
      ),
  },
  'components/forms/validators.ts': Object.fromEntries(
    ['Contact', 'Newsletter', 'Techsverige', 'Reference', 'Academy'].map((form) => [
      `validate${form}`,
      (fn: (values: object) => Promise<unknown>, text: string) => fn(textValues(text)),
    ]),
  ),
  'lib/admin/csv.ts': {
    defuseFormulas: text1,
    csvField: text1,
    csvLine: (fn: (row: string[]) => unknown, text) => fn([text, text]),
    toCsv: (fn: (header: string[], rows: string[][]) => unknown, text) =>
      fn(['a'], [[text], [text]]),
  },
  'lib/email/escape.ts': { headerSafe: text1, headerAddress: text1 },
  'lib/insights/classify.ts': {
    isCountable: (fn: (request: object) => unknown, text) =>
      fn({ method: 'GET', headers: headersOf(text) }),
    deviceClass: text1,
    referrerDomain: (fn: (referer: string, own: string[]) => unknown, text) => [
      fn(text, [text]),
      fn(`https://${text}/`, [text]),
    ],
    sendsGlobalPrivacyControl: (fn: (headers: object) => unknown, text) => fn(headersOf(text)),
    sanitizeUtm: text1,
    utmOf: (fn: (query: URLSearchParams) => unknown, text) =>
      fn(new URLSearchParams({ utm_source: text, utm_medium: text, utm_campaign: text })),
  },
  'lib/insights/campaigns.ts': {
    MAX_CAMPAIGN_VALUES: null, // a number
    campaignValues: null, // a database read
    vocabularyFor: null, // a database read
    replaceCampaignValues: null, // a database write of parseCampaignList's output
    parseCampaignList: text1,
    withinVocabulary: (fn: (utm: object, allowed: Set<string>) => unknown, text) =>
      fn({ utmSource: text, utmMedium: text, utmCampaign: text }, new Set([text])),
  },
  'lib/organisation-number.ts': { organisationNumber: text1 },
  'lib/api/client-ip.ts': {
    normalizeAddress: text1,
    clientIp: (fn: (headers: object, config: object) => unknown, text) =>
      [0, 1, 3].map((hops) => fn(headersOf(text), { trustedProxyHops: hops, vercel: false })),
  },
  'lib/api/rate-limit.ts': {
    rateLimitSubject: text1,
    rateLimitKey: (fn: (route: string, address: string) => unknown, text) => fn('/api', text),
    createRateLimiter: null, // numbers and a database; its keys are rateLimitKey's
    purgeRateLimitWindows: null, // a database and a date
  },
  'lib/api/lead-route.ts': {
    classifyFailure: null, // an error object
    failureResponse: null, // an error object
    idempotencyKey: (fn: (headers: object) => unknown, text) => fn(headersOf(`"${text}"`)),
    createLeadRoute: null, // builds a route; its parsing is the schemas' (tested here)
  },
  'lib/leads/submission-key.ts': {
    submissionFingerprint: (fn: (route: string, body: unknown) => unknown, text) =>
      fn('/api', { text }),
    isValidSubmissionKey: text1,
  },
  'lib/leads/source.ts': {
    leadSourceFrom: (fn: (headers: object, own: string[], claimed: string) => unknown, text) => [
      fn(headersOf(text), [text], text),
      fn(headersOf(`https://x.se/${text}`), ['x.se'], text),
    ],
    withLeadSource: null, // a store callback
    recordLeadSource: null, // a database write of what leadSourceFrom returned
  },
  'lib/admin/lead-filters.ts': {
    isInboxLeadKind: text1,
    isInboxLeadStatus: text1,
    parseLeadFilters: (fn: (params: object) => unknown, text) => fn(leadFilterParams(text)),
    // The inbox passes it only what parseLeadFilters returned (q, campaign and referrer bounded).
    leadFilterQuery: (fn: (filters: object) => unknown, text) =>
      fn(parseLeadFilters(leadFilterParams(text))),
  },
  'lib/admin/lead-detail.ts': {
    isUuid: text1,
    leadExists: null, // a database read by id (isUuid first)
    getLead: null, // ditto
  },
  'lib/admin/insights-range.ts': {
    addDays: null, // a date that parseInsightsRange checked
    daysOf: null, // ditto
    parseInsightsRange: (fn: (params: object) => unknown, text) =>
      fn({ range: text, from: text, to: text }),
    insightsQuery: null, // a parsed range
  },
  'lib/email/backoff.ts': {
    backoffDelay: null, // numbers
    parseRetryAfter: (fn: (value: string, now: Date) => unknown, text) => fn(text, new Date()),
  },
  // formatSek, formatPercent: a number
  'lib/salary/format.ts': { parseAmount: text1, formatSek: null, formatPercent: null },
  'lib/salary/rules.ts': {
    isSituation: text1,
    isIsoDate: text1,
    isIsoMonth: text1,
    addDays: null, // a date isIsoDate checked and a number
    stockholmDate: null, // a Date
    withDefaults: null, // rules from the database
  },
  'lib/i18n/dates.ts': {
    formatLongDate: null, // a Date
    formatIsoDate: (fn: (date: string, locale: string) => unknown, text) => fn(text, 'sv'),
    formatIsoMonth: (fn: (month: string, locale: string) => unknown, text) => fn(text, 'en'),
  },
  'lib/faq/rule-placeholders.ts': {
    rulePlaceholderValues: null, // rules and a date
    fillRulePlaceholders: (fn: (text: string, values: object) => unknown, text) =>
      fn(text, { floor: text }),
  },
  'components/sections/salary/salary-form.ts': {
    sameFormValues: null, // two parsed forms
    readAmount: text1,
    checkSalaryForm: (fn: (values: object) => unknown, text) =>
      fn({
        situation: 'extension',
        applicationDate: text,
        salary: text,
        taxType: 'amount',
        taxValue: text,
        spouse: 'no',
        children: { age0to6: 0, age7to10: 0, age11to14: 0, age15to18: 0 },
      }),
  },
};

const validationModules = readdirSync(path.join(ROOT, 'lib/validation'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `lib/validation/${name}`);
const TESTED = [
  ...validationModules,
  ...Object.keys(FEEDS).filter((file) => !file.startsWith('lib/validation/')),
];

/**
 * Files whose regular expressions need no timing test, and why. The rest of the app's files
 * with one are in TESTED.
 */
const REVIEWED: Record<string, string> = {
  'lib/admin/actions/lead-state.ts': 'one literal, no repetition',
  'lib/admin/leads.ts': 'one character class, no repetition',
  'lib/admin/availability.ts': 'one character class, no repetition',
  'lib/db/errors.ts': "an error's class name",
  'lib/env.ts': 'the configuration',
  'lib/security/page-posts.ts': 'Content-Length: anchored, one run of digits',
  'instrumentation.ts': "anchored literals; a stack's line split on one character",
  'lib/site.ts': 'the configured site address',
  'lib/api/origin.ts': 'the scheme of a parsed URL',
  'lib/seo/json-ld.ts': 'single characters, no repetition',
  'lib/email/components/staff-notification.tsx': 'line breaks: literals, no repetition',
  'lib/email/mail-file.ts': 'our own idempotency keys and dates',
  'lib/email/labels.ts': 'our own field names',
  'lib/db/migrations/index.ts': "the migration engine's output and the clock",
  'lib/db/postgres.ts': 'a random UUID',
  'lib/time/office-hours.ts': "Intl's output, one character class",
  'lib/security/csp-sources.ts': 'host names from the configuration',
  'lib/security/signed-token.ts': 'our own purpose and row id',
  'lib/security/headers.ts': 'our own policy',
  'lib/security/methods.ts': 'a path already matched by the router; one anchored run',
  'components/sections/home/initials.ts': 'testimonial names from messages/',
  'components/sections/privacy/policy-text.tsx': 'messages/ text',
  'components/chat/chat-button.tsx': 'the configured chat address',
  'app/admin/(staff)/gdpr/page.tsx': 'a query value, anchored, at most six digits',
  'middleware.ts': "anchored; the matcher's lookahead holds literals only",
};

// ---------------------------------------------------------------------------------------------
// The regular expressions of the app's source, found by TypeScript's parser.

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return relative === 'lib/db/generated' ? [] : sourceFiles(relative);
    return /\.(?:tsx?|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/** The source text of every regular expression literal and `new RegExp(...)` in a file. */
function regexSources(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) found.push(node.text);
    else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      node.expression.getText(source) === 'RegExp'
    ) {
      found.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const APP_FILES = [
  ...['app', 'components', 'lib'].flatMap((dir) => sourceFiles(dir)),
  ...['middleware.ts', 'instrumentation.ts', 'next.config.ts'],
];

// The separators the inputs are made of: every character the tested modules' patterns name
// (other than letters and digits), what the escapes stand for, and whitespace.
const SEPARATORS = [
  ...new Set([
    ...TESTED.flatMap(regexSources)
      .join('')
      .replace(/[a-zA-Z0-9]/g, ''),
    ' ',
    '\t',
    '\n',
    '\r',
    '\u00a0',
    '\u0000',
    '\u200b',
    '\ud800',
    '1',
  ]),
];

// ---------------------------------------------------------------------------------------------
// Inputs and timing.

/** Runs of one separator, alone, after "a@" and between letters, each with three endings. */
function adversarialTexts(separator: string, size: number): string[] {
  return ['', ' ', '\u0000'].flatMap((end) => {
    const room = size - end.length;
    return [
      separator.repeat(room) + end,
      `a@${separator.repeat(room - 2)}${end}`,
      `a${separator}`.repeat(Math.floor(room / 2)) + end,
    ];
  });
}

interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  options?: { _zod: { def: Def } }[];
  in?: { _zod: { def: Def } };
  out?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  values?: unknown[];
}
type Schema = { _zod: { def: Def }; safeParse(value: unknown): unknown };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/** The objects a schema reads, as shapes: one per option of a union. */
function shapesOf(def: Def): Record<string, Def>[] {
  if (def.type === 'object' && def.shape) {
    return [Object.fromEntries(Object.entries(def.shape).map(([key, s]) => [key, s._zod.def]))];
  }
  if (def.type === 'pipe' && def.in && def.out) {
    return [...shapesOf(def.in._zod.def), ...shapesOf(def.out._zod.def)];
  }
  if (def.options) return def.options.flatMap((option) => shapesOf(option._zod.def));
  if (def.innerType) return shapesOf(def.innerType._zod.def);
  return [];
}

const literalOf = (def: Def): unknown =>
  def.type === 'literal'
    ? def.values?.[0]
    : def.innerType
      ? literalOf(def.innerType._zod.def)
      : undefined;

/** The input for a schema: the text itself, and each object it reads with the text shared out over its fields. */
function schemaInputs(schema: Schema, text: string): unknown[] {
  const shapes = shapesOf(schema._zod.def);
  return [
    text,
    ...shapes.map((shape) => {
      const keys = Object.keys(shape).filter((key) => literalOf(shape[key] as Def) === undefined);
      const share = Math.ceil(text.length / Math.max(1, keys.length));
      return Object.fromEntries(
        Object.entries(shape).map(([key, def]) => [key, literalOf(def) ?? text.slice(0, share)]),
      );
    }),
  ];
}

/** Values of every field of every form, the text shared out over them. */
function textValues(text: string) {
  const keys = [
    'name',
    'email',
    'company',
    'countryCode',
    'phoneNumber',
    'message',
    'contactName',
    'contactEmail',
    'contactPhone',
    'contactPosition',
    'companyName',
    'companyOrgNumber',
    'billingAddress',
    'billingZipCode',
    'billingCity',
    'billingCountry',
    'invoiceReference',
    'invoiceEmail',
    'organizationNumber',
    'firstName',
    'lastName',
    'mobile',
    'title',
    'phone',
    'reference',
  ];
  const share = text.slice(0, Math.ceil(text.length / keys.length));
  return Object.fromEntries(keys.map((key) => [key, share]));
}

/** Milliseconds of CPU this process spent on one run: other processes on the machine do not count. */
async function cost(run: () => unknown): Promise<number> {
  const started = process.cpuUsage();
  await run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/** The least of `times` runs, after one to compile and warm up. */
async function leastCost(run: () => unknown, times: number): Promise<number> {
  await run();
  let least = Infinity;
  for (let i = 0; i < times; i += 1) least = Math.min(least, await cost(run));
  return least;
}

/** One pass over every character of a text of this size: the least a reader of it can cost. */
const ONE_PASS = /[\s\S]/g;

interface Target {
  name: string;
  /** Runs the target on a text, however it takes one. */
  feed: (text: string) => unknown;
  separators: string[];
}

function targetsOf(file: string, exports: Record<string, unknown>): Target[] {
  const feeds = FEEDS[file] ?? {};
  const targets: Target[] = [];
  const missing: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (value instanceof RegExp) {
      const own = [...new Set(value.source.replace(/[a-zA-Z0-9]/g, ''))];
      targets.push({
        name,
        feed: (text) => {
          value.lastIndex = 0;
          return value.global ? text.replace(value, '') : value.test(text);
        },
        separators: [...own, ' ', '\u0000', 'a'],
      });
    } else if (isSchema(value)) {
      targets.push({
        name,
        feed: (text) => schemaInputs(value, text).map((input) => value.safeParse(input)),
        separators: SEPARATORS,
      });
    } else if (typeof value === 'function') {
      const feed = feeds[name];
      if (feed === undefined) missing.push(name);
      else if (feed !== null) {
        targets.push({
          name,
          feed: async (text) => {
            try {
              await (feed as (fn: unknown, text: string) => unknown)(value, text);
            } catch {
              // Refusing the text by throwing is an answer too; only its time counts here.
            }
          },
          separators: SEPARATORS,
        });
      }
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // An object of patterns or schemas (components/forms/schemas.ts' formSchemas).
      for (const [key, inner] of Object.entries(value)) {
        if (isSchema(inner) || inner instanceof RegExp) {
          targets.push(...targetsOf(file, { [`${name}.${key}`]: inner }));
        }
      }
    }
  }
  expect({ file, withoutFeed: missing }).toEqual({ file, withoutFeed: [] });
  return targets;
}

/** The first text the target took more than BUDGET times the harmless cost on, or null. */
async function overBudget(target: Target): Promise<string | null> {
  const harmless = 'a'.repeat(SIZE);
  const base = Math.max(
    await leastCost(() => target.feed(harmless), 5),
    await leastCost(() => harmless.replace(ONE_PASS, 'b'), 5),
  );
  for (const separator of target.separators) {
    for (const text of adversarialTexts(separator, SIZE)) {
      let taken = await cost(() => target.feed(text));
      // A pause of the machine is not the input's doing: only a cost that repeats counts.
      for (let again = 0; again < 2 && taken > BUDGET * base; again += 1) {
        taken = Math.min(taken, await cost(() => target.feed(text)));
      }
      if (taken > BUDGET * base) {
        const shown = JSON.stringify(text.slice(0, 12)).slice(0, -1);
        return `${shown}…" x${Math.round(taken / base)} (${taken.toFixed(1)} ms)`;
      }
    }
  }
  return null;
}

test.each(TESTED)('%s: every export takes time in proportion to its input', async (file) => {
  const exports = (await import(`@/${file}`)) as Record<string, unknown>;
  const targets = targetsOf(file, exports);
  const slow: Record<string, string> = {};
  for (const target of targets) {
    const text = await overBudget(target);
    if (text) slow[target.name] = text;
  }
  expect(slow).toEqual({});
});

test('every file of the app with a regular expression is tested here or reviewed', () => {
  const withPatterns = APP_FILES.filter((file) => regexSources(file).length > 0);
  const unaccounted = withPatterns.filter((file) => !TESTED.includes(file) && !(file in REVIEWED));
  expect(unaccounted).toEqual([]);
  // A reviewed file that lost its patterns (or is gone) leaves the list.
  expect(Object.keys(REVIEWED).filter((file) => !withPatterns.includes(file))).toEqual([]);
});

test('a length check stops the checks after it: no pattern reads a text that is too long', async () => {
  const { emailField, requiredText } = await import('@/lib/validation/fields');
  const { contactFormSchema } = await import('@/lib/validation/contact');
  const long = `${'a'.repeat(300)}@example..com`;
  const issues = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);
  expect(issues(emailField().safeParse(long))).toEqual(['tooLong']);
  expect(issues(emailField().safeParse(''))).toEqual(['required']);
  expect(issues(requiredText(5).safeParse('abcdef'))).toEqual(['tooLong']);
  // The phone number's own pattern and digit count come after requiredText's length check.
  const phone = contactFormSchema.shape.phoneNumber.safeParse('x'.repeat(41));
  expect(issues(phone)).toEqual(['tooLong']);
});

test('the linear email pattern accepts and refuses what the old one did, except runs of dots in the domain', async () => {
  const { EMAIL_PATTERN } = await import('@/lib/validation/constants');
  for (const address of ['a@b.se', 'first.last+tag@sub.example.co.uk', 'å@ö.se', "o'hara@x.io"]) {
    expect([address, EMAIL_PATTERN.test(address)]).toEqual([address, true]);
  }
  for (const address of ['a@b', 'a@b.', 'a@.b', 'a@b..se', 'a b@c.se', 'a@b@c.se', 'a@b.se,']) {
    expect([address, EMAIL_PATTERN.test(address)]).toEqual([address, false]);
  }
});
