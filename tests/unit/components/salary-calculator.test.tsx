import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import { basisUpdatedValues } from '@/components/sections/salary/basis-updated';
import { buildPrefillMessage } from '@/components/sections/salary/prefill-message';
import { RuleBasisDate } from '@/components/sections/salary/rule-basis-date';
import { SalaryCalculator } from '@/components/sections/salary/salary-calculator';
import {
  SalaryParametersProvider,
  fallbackState,
} from '@/components/sections/salary/salary-parameters';
import type { RenderedRules } from '@/lib/salary/read';
import {
  SALARY_PARAMETER_KEYS,
  calculateSalary,
  salaryLogBody,
  type SalaryInput,
} from '@/lib/salary/calculate';
import { DEFAULT_RULES, type SalaryRules } from '@/lib/salary/rules';
import { SEED_SALARY_RULES } from '@/lib/salary/seed-rules';
import { appliedParameters, applicableRules, type RuleBasis } from '@/lib/salary/select';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// The tax guide link, unchanged, with its renders counted: it stands for the field groups.
const mockTaxGuideRenders = jest.fn();
jest.mock('@/components/sections/salary/tax-guide-link', () => {
  const actual = jest.requireActual('@/components/sections/salary/tax-guide-link');
  return {
    ...actual,
    TaxGuideLink: (props: Parameters<typeof actual.TaxGuideLink>[0]) => {
      mockTaxGuideRenders();
      return actual.TaxGuideLink(props);
    },
  };
});

// The App Router (absent in jsdom) is replaced by a recorder.
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
// The Server Action the form posts to without JavaScript; with it, the browser calculates.
const mockVerifySalary = jest.fn();
jest.mock('@/components/sections/salary/verify-action', () => ({
  verifySalary: (...args: unknown[]) => mockVerifySalary(...args),
}));

const prefillMessages = {
  prefill: sv.SalaryCalculator.prefill,
  result: sv.SalaryCalculator.result,
  answer: sv.SalaryCalculator.answer,
};
const catalogues = { sv, en } as const;
type Locale = keyof typeof catalogues;

const labels = {
  sv: {
    salary: 'Månadslön före skatt',
    taxAmount: 'Skatt per månad',
    taxPercent: 'Skattesats',
    percentage: 'Procent',
    yes: 'Ja',
    no: 'Nej',
    verify: 'Verifiera',
    send: 'Skicka resultatet till våra specialister',
    firstPermit: 'Första arbetstillstånd',
    extension: 'Förlängning',
    date: 'Datum då ansökan kommer in',
  },
  en: {
    salary: 'Monthly salary before tax',
    taxAmount: 'Tax per month',
    taxPercent: 'Tax rate',
    percentage: 'Percentage',
    yes: 'Yes',
    no: 'No',
    verify: 'Verify',
    send: 'Send the result to our specialists',
    firstPermit: 'First work permit',
    extension: 'Extension',
    date: 'Date the application is received',
  },
} as const;

interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}
const reply = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
// The day the page was rendered and the API answers for.
const TODAY = '2026-11-28';

/** What GET /api/salary-parameters answers (lib/salary/read.ts) with these rules, today. */
function answerWith(rules: SalaryRules, today = TODAY) {
  const applied = applicableRules(rules, 'first_permit', today);
  const parameters = applied ? appliedParameters(applied) : null;
  return {
    parameters: parameters
      ? SALARY_PARAMETER_KEYS.map((key) => ({
          parameter_key: key,
          parameter_value: parameters[key],
        }))
      : [],
    valid_from: applied?.basisDate,
    source: 'test',
    situation: 'first_permit',
    application_date: today,
    rules,
  };
}
/** The spec's figures (80 % of 37 100 for everyone): floor 29 680. */
const defaultsAnswer = () => answerWith(DEFAULT_RULES);

type Handler = () => Promise<FakeResponse>;
let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;

function mockFetch(parameters: Handler, log: Handler = async () => reply(200, { ok: true })) {
  fetchMock = jest.fn(async (url: string) => {
    if (url === '/api/salary-parameters') return parameters();
    if (url === '/api/log-salary-verification') return log();
    throw new Error(`unexpected fetch ${url}`);
  });
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    configurable: true,
    writable: true,
  });
}

const logCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/log-salary-verification');

// What the page carries from its render (lib/salary/read.ts): the seed rules (June 2026: a
// first permit's floor 34 470, an extension's 30 640 until 1 December 2026), and its day.
const RENDERED: RenderedRules = { rules: SEED_SALARY_RULES, today: TODAY };
// What the server renders in the disclaimer: a first permit received today.
const BASIS: RuleBasis = { basisDate: '2026-06-16', livingCostsYear: '2025' };

const calculator = (locale: Locale, rendered: RenderedRules = RENDERED) => {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'SalaryCalculator',
  });
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={catalogues[locale]}
      timeZone="Europe/Stockholm"
    >
      <SalaryParametersProvider rendered={rendered} basis={BASIS}>
        <SalaryCalculator
          taxGuideUrl="https://tax.example/tables"
          prefillMessages={prefillMessages}
          today={rendered.today}
        />
        <RuleBasisDate rendered={BASIS}>
          {/* The server's text (components/sections/salary/salary-aside.tsx). */}
          <p>{t.rich('basisUpdated', basisUpdatedValues(BASIS.basisDate, locale))}</p>
          <p>{t('livingCostsYear', { year: BASIS.livingCostsYear })}</p>
        </RuleBasisDate>
      </SalaryParametersProvider>
    </NextIntlClientProvider>
  );
};

function renderCalculator(locale: Locale = 'sv', rendered?: RenderedRules) {
  const user = userEvent.setup({ delay: null });
  render(calculator(locale, rendered));
  return { user, l: labels[locale] };
}

interface Fill {
  extension?: boolean;
  date?: string;
  salary?: string;
  tax?: string;
  percentage?: boolean;
  spouse?: 'yes' | 'no';
  children?: Partial<Record<'0–6' | '7–10' | '11–14' | '15–17', number>>;
}

async function fill(user: ReturnType<typeof userEvent.setup>, locale: Locale, values: Fill) {
  const l = labels[locale];
  if (values.extension) await user.click(screen.getByRole('radio', { name: l.extension }));
  if (values.date !== undefined) {
    // A date field takes a whole date at a time (its picker); jsdom has no picker to type into.
    fireEvent.change(screen.getByLabelText(l.date), { target: { value: values.date } });
  }
  if (values.percentage) await user.click(screen.getByRole('radio', { name: l.percentage }));
  if (values.salary !== undefined) await user.type(screen.getByLabelText(l.salary), values.salary);
  if (values.tax !== undefined) {
    await user.type(
      screen.getByLabelText(values.percentage ? l.taxPercent : l.taxAmount),
      values.tax,
    );
  }
  if (values.spouse) await user.click(screen.getByRole('radio', { name: l[values.spouse] }));
  for (const [band, count] of Object.entries(values.children ?? {})) {
    const label = `${band} ${locale === 'sv' ? 'år' : 'years'}`;
    await user.selectOptions(screen.getByLabelText(label), String(count));
  }
}

const verifyButton = (locale: Locale = 'sv') =>
  screen.getByRole('button', { name: labels[locale].verify });
const loaded = () =>
  waitFor(() => expect(screen.queryByText(/Laddar|Loading/)).not.toBeInTheDocument());

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockPush.mockReset();
  sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  // Only the calculator's own failure logs are expected: no React warnings (act, keys, ids...).
  const unexpected = consoleError.mock.calls.filter(
    ([first]) => !String(first).startsWith('[salary]'),
  );
  consoleError.mockRestore();
  expect(unexpected).toEqual([]);
});

describe('the rules the answer uses', () => {
  it('uses the rules the API answers and shows the date of their newest figure', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user } = renderCalculator('sv');
    // Before the read: the basis the page was rendered with.
    expect(screen.getByText('16 juni 2026')).toHaveAttribute('datetime', '2026-06-16');
    await loaded();
    // The disclaimer follows the rules the calculator answers with.
    expect(await screen.findByText('1 september 2025')).toHaveAttribute('datetime', '2025-09-01');
    expect(screen.getByText('1 september 2025').parentElement).toHaveTextContent(
      'Beräkningsunderlaget uppdaterades senast 1 september 2025.',
    );
    await fill(user, 'sv', { salary: '25 000' });
    expect(
      screen.getByText(
        /Lönegolvet för ett första arbetstillstånd med det ansökningsdatumet är 29 680 kr/,
      ),
    ).toBeInTheDocument();
  });

  it('after a failed read, the rules the page carries: its floor, its basis, a refusal at 30 000 kr', async () => {
    mockFetch(async () => reply(500, { error: 'x' }));
    const { user } = renderCalculator('en');
    await loaded();
    // British order in English, as everywhere on the site (not next-intl's "June 16, 2026").
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-06-16');
    expect(document.querySelector('time')?.parentElement).toHaveTextContent(
      'The calculation basis was last updated on 16 June 2026.',
    );
    expect(screen.getByText(/normal amounts for 2025/)).toBeInTheDocument();
    await fill(user, 'en', { salary: '30 000', tax: '7 000', spouse: 'no' });
    expect(
      screen.getByText(/first work permit with that application date is SEK 34,470/),
    ).toBeInTheDocument();
    await user.click(verifyButton('en'));
    expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'error');
    expect(screen.getByText('Risk of rejection.')).toBeInTheDocument();
  });

  it('the fallback is what the page carries, its day included', () => {
    expect(fallbackState(RENDERED)).toEqual({
      status: 'ready',
      rules: SEED_SALARY_RULES,
      today: TODAY,
    });
  });

  // The case: 32 000 kr with 8 000 kr tax and no family, on the same day.
  it.each<[Locale, boolean, string, 'success' | 'error', string]>([
    [
      'en',
      false,
      '2026-11-28',
      'error',
      'First permit, application received 28 November 2026: 90% of the median salary SEK 38,300 (Statistics Sweden, June 2026) = SEK 34,470 a month.',
    ],
    [
      'en',
      true,
      '2026-11-28',
      'success',
      'Extension, application received 28 November 2026: 80% of the median salary SEK 38,300 (Statistics Sweden, June 2026) = SEK 30,640 a month.',
    ],
    [
      'sv',
      true,
      '2026-12-15',
      'error',
      'Förlängning med ansökningsdatum 15 december 2026: 90 % av medianlönen 38 300 kr (SCB, juni 2026) = 34 470 kr i månaden.',
    ],
  ])(
    '%s, extension %p, received %s: %s, naming the rule',
    async (locale, extension, date, status, rule) => {
      mockFetch(async () => reply(200, answerWith(SEED_SALARY_RULES)));
      const { user } = renderCalculator(locale);
      await loaded();
      await fill(user, locale, { extension, date, salary: '32 000', tax: '8 000', spouse: 'no' });
      await user.click(verifyButton(locale));
      const box = document.querySelector('[data-status]');
      expect(box).toHaveAttribute('data-status', status);
      expect(box?.textContent?.replace(/\u00a0/g, ' ')).toContain(rule);
      const body = JSON.parse(String(logCalls().at(-1)?.[1]?.body));
      expect(body).toMatchObject({
        situation: extension ? 'extension' : 'first_permit',
        applicationDate: date,
      });
    },
  );

  it('the disclaimer follows the answer: an extension from 1 December 2026 is its basis', async () => {
    mockFetch(async () => reply(200, answerWith(SEED_SALARY_RULES)));
    const { user } = renderCalculator('sv');
    await loaded();
    expect(screen.getByText('16 juni 2026')).toBeInTheDocument();
    await fill(user, 'sv', { extension: true, date: '2026-12-15' });
    expect(await screen.findByText('1 december 2026')).toHaveAttribute('datetime', '2026-12-01');
  });

  it('a date before every rule is refused beside the date field, saying from when', async () => {
    mockFetch(async () => reply(200, answerWith(SEED_SALARY_RULES)));
    const { user, l } = renderCalculator('sv');
    await loaded();
    await fill(user, 'sv', { date: '2025-03-01', salary: '40 000', tax: '9 000', spouse: 'no' });
    await user.click(verifyButton());
    const message = screen.getByText(
      'Vi har regler för ansökningar som kommer in från och med 1 september 2025.',
    );
    const date = screen.getByLabelText(l.date);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(date).toHaveFocus();
    expect(logCalls()).toHaveLength(0);
  });

  it("a date still at the page's day moves to the day the API answers for", async () => {
    mockFetch(async () => reply(200, answerWith(SEED_SALARY_RULES, '2026-11-29')));
    const { l } = renderCalculator('en');
    expect(screen.getByLabelText(l.date)).toHaveValue(TODAY);
    await loaded();
    expect(screen.getByLabelText(l.date)).toHaveValue('2026-11-29');
  });
});

describe('loading the parameters', () => {
  it('shows the loading text and keeps Verify disabled until the parameters arrive', async () => {
    let release: (response: FakeResponse) => void = () => {};
    mockFetch(() => new Promise((resolve) => (release = resolve)));
    const { user } = renderCalculator('sv');
    expect(screen.getByText('Laddar beräkningsparametrar...')).toBeInTheDocument();
    await fill(user, 'sv', { salary: '35 000', tax: '9 000', spouse: 'no' });
    expect(verifyButton()).toBeDisabled();
    await act(async () => release(reply(200, defaultsAnswer())));
    expect(screen.queryByText('Laddar beräkningsparametrar...')).not.toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the English loading text on the English page', async () => {
    mockFetch(() => new Promise(() => {}));
    renderCalculator('en');
    expect(screen.getByText('Loading calculation parameters...')).toBeInTheDocument();
    expect(verifyButton('en')).toBeDisabled();
  });

  it.each<[Locale, string]>([
    ['sv', 'Kunde inte ladda beräkningsparametrar. Försök igen senare.'],
    ['en', 'Could not load calculation parameters. Please try again later.'],
  ])(
    '%s: an empty parameter list shows the error and Verify stays disabled',
    async (locale, message) => {
      mockFetch(async () => reply(200, { parameters: [] }));
      const { user } = renderCalculator(locale);
      expect(await screen.findByText(message)).toBeInTheDocument();
      await fill(user, locale, { salary: '35 000', tax: '9 000', spouse: 'no' });
      expect(verifyButton(locale)).toBeDisabled();
      expect(screen.getByText(message)).toBeInTheDocument();
    },
  );

  it.each<[string, Handler]>([
    ['an HTTP error', async () => reply(500, { error: 'internal' })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unexpected body', async () => reply(200, { rows: [] })],
  ])('after %s the carried set is used and the failure is logged', async (_label, handler) => {
    mockFetch(handler);
    const { user } = renderCalculator('sv');
    await loaded();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('could not load calculation parameters'),
      expect.anything(),
    );
    expect(screen.queryByText(/Kunde inte ladda/)).not.toBeInTheDocument();
    await fill(user, 'sv', { salary: '25 000' });
    expect(
      screen.getByText(
        /Lönegolvet för ett första arbetstillstånd med det ansökningsdatumet är 34 470 kr/,
      ),
    ).toBeInTheDocument();
    await fill(user, 'sv', { tax: '9 000', spouse: 'no' });
    await user.clear(screen.getByLabelText('Månadslön före skatt'));
    await user.type(screen.getByLabelText('Månadslön före skatt'), '35 000');
    await user.click(verifyButton());
    expect(screen.getByText('19 814 kr')).toBeInTheDocument();
  });

  it('uses the values the database returns', async () => {
    const median = {
      validFrom: '2025-09-01',
      amount: 40000,
      publishedMonth: '2025-06',
      source: 'x',
    };
    mockFetch(async () => reply(200, answerWith({ ...DEFAULT_RULES, medians: [median] })));
    const { user } = renderCalculator('sv');
    await loaded();
    await fill(user, 'sv', { salary: '31 000' });
    expect(screen.getByText(/är 32 000 kr i månaden/)).toBeInTheDocument();
  });
});

describe('enabling Verify', () => {
  it('needs the salary, the tax value and the spouse answer', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user } = renderCalculator('sv');
    await loaded();
    expect(verifyButton()).toBeDisabled();
    expect(
      screen.getByText(/fyller ni i ansökningsdatum, lön, skatt och om make/),
    ).toBeInTheDocument();
    await fill(user, 'sv', { salary: '35 000' });
    expect(verifyButton()).toBeDisabled();
    await fill(user, 'sv', { tax: '9 000' });
    expect(verifyButton()).toBeDisabled();
    // The spouse question has no default answer.
    expect(screen.getByRole('radio', { name: 'Ja' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nej' })).not.toBeChecked();
    await fill(user, 'sv', { spouse: 'yes' });
    expect(verifyButton()).toBeEnabled();
    expect(screen.queryByText(/fyller ni i ansökningsdatum, lön, skatt/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Skatt per månad'));
    expect(verifyButton()).toBeDisabled();
    await fill(user, 'sv', { tax: '9 000', date: '' });
    expect(verifyButton()).toBeDisabled();
  });

  it('defaults to a first permit received today, an amount tax and no children', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    renderCalculator('sv');
    await loaded();
    expect(screen.getByRole('radio', { name: 'Första arbetstillstånd' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Förlängning' })).not.toBeChecked();
    expect(
      screen.getByRole('radiogroup', { name: /första arbetstillstånd eller en förlängning/ }),
    ).toHaveAccessibleDescription(/medan det nuvarande arbetstillståndet fortfarande gäller/);
    expect(screen.getByLabelText('Datum då ansökan kommer in')).toHaveValue(TODAY);
    expect(screen.getByRole('radio', { name: 'Belopp' })).toBeChecked();
    for (const band of ['0–6 år', '7–10 år', '11–14 år', '15–17 år']) {
      const select = screen.getByLabelText(band);
      expect(select).toHaveValue('0');
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['0', '1', '2', '3', '4', '5']);
    }
  });
});

describe('the below-floor hint', () => {
  it.each<[Locale, string]>([
    [
      'sv',
      'Lönegolvet för ett första arbetstillstånd med det ansökningsdatumet är 29 680 kr i månaden. Ger kollektivavtalet för yrket en högre lön gäller den, även om arbetsgivaren inte har något kollektivavtal.',
    ],
    [
      'en',
      'The salary floor for a first work permit with that application date is SEK 29,680 a month. If the collective agreement for the occupation sets a higher salary, that salary applies, even if the employer has no collective agreement.',
    ],
  ])('%s: shows the formatted floor while the salary is below it', async (locale, hint) => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user, l } = renderCalculator(locale);
    await loaded();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await fill(user, locale, { salary: '25 000' });
    const shown = screen.getByText(hint);
    // Swedish amounts group with a no-break space, and one joins them to "kr", so the amount
    // never breaks over two lines.
    expect(shown.textContent).toContain(locale === 'sv' ? '29\u00a0680\u00a0kr' : 'SEK 29,680');
    expect(screen.getByLabelText(l.salary).getAttribute('aria-describedby')).toContain(shown.id);
    await user.type(screen.getByLabelText(l.salary), '0'); // 250 000
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});

describe('invalid input', () => {
  it.each<[Locale, Fill, 'salary' | 'tax', string]>([
    ['sv', { salary: '-5000' }, 'salary', 'Lönen kan inte vara negativ.'],
    [
      'sv',
      { salary: 'trettiotusen' },
      'salary',
      'Ange lönen som ett belopp i kronor, till exempel 32 000.',
    ],
    [
      'sv',
      { salary: '20 000 000' },
      'salary',
      'Lönen kan vara högst 10 000 000 kr i månaden. Kontrollera beloppet.',
    ],
    ['sv', { salary: '35 000', tax: '40 000' }, 'tax', 'Skatten kan inte vara högre än lönen.'],
    ['en', { salary: '-5000' }, 'salary', 'The salary cannot be negative.'],
    ['en', { salary: '0' }, 'salary', 'The salary must be more than SEK 0.'],
    [
      'en',
      { salary: '20 000 000' },
      'salary',
      'The salary can be at most SEK 10,000,000 a month. Please check the amount.',
    ],
    [
      'en',
      { salary: '35 000', tax: '150', percentage: true },
      'tax',
      'The tax rate can be at most 100%.',
    ],
    [
      'en',
      { salary: '35 000', tax: 'abc' },
      'tax',
      'Enter the tax as a number, for example 9,000 or 30.',
    ],
  ])('%s %p: %s field says %p once left', async (locale, values, field, message) => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user, l } = renderCalculator(locale);
    await loaded();
    await fill(user, locale, values);
    const input = screen.getByLabelText(
      field === 'salary' ? l.salary : values.percentage ? l.taxPercent : l.taxAmount,
    );
    await user.click(input);
    await user.tab();
    const error = screen.getByText(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('pressing Verify with an invalid value shows the messages instead of a result and logs nothing', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user } = renderCalculator('sv');
    await loaded();
    await fill(user, 'sv', { salary: '35 000', spouse: 'no' });
    // Enter in the field submits the form before the field was ever left.
    await user.type(screen.getByLabelText('Skatt per månad'), 'nio tusen');
    expect(screen.queryByText(/Ange skatten som ett tal/)).not.toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(
      screen.getByText('Ange skatten som ett tal, till exempel 9 000 eller 30.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Skatt per månad')).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(logCalls()).toHaveLength(0);
  });
});

describe('verifying', () => {
  it('posts the log body, then shows the result with the remaining sum', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user } = renderCalculator('sv');
    await loaded();
    await fill(user, 'sv', {
      salary: '35 000',
      tax: '9 000',
      spouse: 'no',
      children: { '7–10': 1 },
    });
    // 35000 - 9000 - 6186 - 3967 = 15847
    await user.click(verifyButton());
    expect(logCalls()).toHaveLength(1);
    const [, init] = logCalls()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      language: 'sv',
      monthlySalary: 35000,
      taxType: 'amount',
      taxValue: 9000,
      hasSpouse: false,
      children0to6: 0,
      children7to17: 1,
      children18plus: 0,
      situation: 'first_permit',
      applicationDate: TODAY,
    });
    const result = screen.getByRole('heading', { level: 3, name: 'Allt ser bra ut.' });
    const box = result.closest('[data-status]');
    expect(box).toHaveAttribute('data-status', 'success');
    expect(box?.closest('[role="status"]')).not.toBeNull();
    expect(box).toHaveTextContent('Vi rekommenderar ändå en manuell verifiering');
    expect(box).toHaveTextContent('Maximal månadshyra eller motsvarande15 847 kr');
  });

  it.each<[Locale, Fill, string, string, string]>([
    // 40000 - 31% - 10219 - 2 x 3306 - 2 x 5290 = 189
    [
      'en',
      {
        salary: '40 000',
        percentage: true,
        tax: '31',
        spouse: 'yes',
        children: { '0–6': 2, '15–17': 2 },
      },
      'warning',
      'Double-check before proceeding.',
      'SEK 189',
    ],
    [
      'en',
      { salary: '25 000', tax: '5 000', spouse: 'no' },
      'error',
      'Risk of rejection.',
      'SEK 13,814',
    ],
    [
      'sv',
      { salary: '35 000', tax: '9 000', spouse: 'yes', children: { '15–17': 5 } },
      'error',
      'Risk för avslag.',
      '\u221210 669 kr',
    ],
  ])('%s %p gives %s', async (locale, values, status, title, sum) => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user } = renderCalculator(locale);
    await loaded();
    await fill(user, locale, values);
    await user.click(verifyButton(locale));
    const box = screen.getByRole('heading', { level: 3, name: title }).closest('[data-status]');
    expect(box).toHaveAttribute('data-status', status);
    expect(box).toHaveTextContent(sum);
  });

  it('says the salary is below the floor for that error', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user } = renderCalculator('en');
    await loaded();
    await fill(user, 'en', { salary: '25 000', tax: '5 000', spouse: 'no' });
    await user.click(verifyButton('en'));
    expect(
      screen.getByText(
        'The salary is below the work-permit salary floor of SEK 29,680 a month. Adjust the conditions or contact our specialists.',
      ),
    ).toBeInTheDocument();
  });

  it('replaces the result and logs again on every press, even when logging fails', async () => {
    mockFetch(
      async () => reply(200, defaultsAnswer()),
      async () => Promise.reject(new TypeError('offline')),
    );
    const { user } = renderCalculator('sv');
    await loaded();
    await fill(user, 'sv', { salary: '35 000', tax: '9 000', spouse: 'no' });
    await user.click(verifyButton());
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Allt ser bra ut.');
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    await user.selectOptions(screen.getByLabelText('15–17 år'), '5');
    await user.click(verifyButton());
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Risk för avslag.');
    expect(logCalls()).toHaveLength(2);
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('logging the verification failed'),
        expect.anything(),
      ),
    );
  });
});

describe('the contact hand-off', () => {
  it('stores the Swedish message, even from the English page, and opens the contact page', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const { user, l } = renderCalculator('en');
    await loaded();
    expect(screen.queryByRole('button', { name: l.send })).not.toBeInTheDocument();
    await fill(user, 'en', { salary: '35 000', tax: '9 000', spouse: 'no' });
    await user.click(verifyButton('en'));
    await user.click(screen.getByRole('button', { name: l.send }));
    expect(mockPush).toHaveBeenCalledWith('/en/contact');
    const stored = JSON.parse(sessionStorage.getItem('contact-prefill') ?? 'null');
    expect(stored).toEqual({
      service: 'immigration',
      message: [
        'Hej! Jag har gjort en löneverifiering på er webbplats och vill gärna att ni tittar på resultatet.',
        '',
        'Månadslön före skatt: 35\u00a0000\u00a0kr',
        'Skatt: 9\u00a0000\u00a0kr per månad (belopp)',
        'Medföljande make/maka/sambo: Nej',
        'Medföljande barn: 0–6 år: 0, 7–10 år: 0, 11–14 år: 0, 15–17 år: 0',
        '',
        'Första arbetstillstånd med ansökningsdatum 28 november 2026: 80\u00a0% av medianlönen 37\u00a0100\u00a0kr (SCB, juni 2025) = 29\u00a0680\u00a0kr i månaden.',
        'Resultat: Allt ser bra ut. Lönen uppfyller kraven enligt vår beräkning. Vi rekommenderar ändå en manuell verifiering innan ansökan skickas in.',
        'Maximal månadshyra eller motsvarande: 19\u00a0814\u00a0kr',
      ].join('\n'),
    });
  });

  it('writes percentage tax, the spouse, each child band and a negative sum the Swedish way', () => {
    const input: SalaryInput = {
      monthlySalary: 32000.5,
      taxType: 'percentage',
      taxValue: 30.5,
      hasSpouse: true,
      age0to6: 1,
      age7to10: 2,
      age11to14: 3,
      age15to18: 4,
    };
    const applied = applicableRules(DEFAULT_RULES, 'extension', '2026-12-15');
    if (!applied) throw new Error('no rules');
    const result = calculateSalary(input, appliedParameters(applied));
    const message = buildPrefillMessage(prefillMessages, input, result, applied);
    expect(message).toContain('Förlängning med ansökningsdatum 15 december 2026:');
    expect(message).toContain('Månadslön före skatt: 32\u00a0000,5\u00a0kr');
    expect(message).toContain('Skatt: 30,5\u00a0% (procent)');
    expect(message).toContain('Medföljande make/maka/sambo: Ja');
    expect(message).toContain('Medföljande barn: 0–6 år: 1, 7–10 år: 2, 11–14 år: 3, 15–17 år: 4');
    expect(message).toContain('Resultat: Risk för avslag. Efter skatt räcker lönen inte');
    expect(message).toMatch(
      /Maximal månadshyra eller motsvarande: \u2212\d{2}\u00a0\d{3}\u00a0kr$/,
    );
    expect(salaryLogBody(input, 'en', applied)).toMatchObject({
      children0to6: 1,
      children7to17: 9,
      children18plus: 0,
    });
  });
});

describe('the tax guide link', () => {
  it('is a real new-tab link that opens a sized popup when clicked', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const open = jest.fn(() => ({ opener: window }));
    Object.defineProperty(window, 'open', { value: open, configurable: true, writable: true });
    const { user } = renderCalculator('en');
    await loaded();
    const link = screen.getByRole('link', { name: /tax tables \(opens in a new window\)/ });
    expect(link).toHaveAttribute('href', 'https://tax.example/tables');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await user.click(link);
    expect(open).toHaveBeenCalledWith(
      'https://tax.example/tables',
      'tax-guide',
      expect.stringMatching(/^popup=yes,width=\d+,height=\d+/),
    );
    expect(open.mock.results[0]?.value).toEqual({ opener: null });
  });
});

describe('before hydration', () => {
  it('keeps what the visitor typed and chose on the prerendered form, and uses it', async () => {
    mockFetch(async () => reply(200, defaultsAnswer()));
    const container = document.createElement('div');
    container.innerHTML = renderToString(calculator('sv'));
    document.body.append(container);
    // The visitor is quicker than the JavaScript.
    const salary = within(container).getByLabelText<HTMLInputElement>('Månadslön före skatt');
    salary.value = '25 000';
    within(container).getByLabelText<HTMLInputElement>('Skatt per månad').value = '5 000';
    within(container).getByRole<HTMLInputElement>('radio', { name: 'Nej' }).checked = true;
    expect(verifyButton()).toBeDisabled();

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, calculator('sv'));
    });
    await loaded();
    expect(salary).toHaveValue('25 000');
    expect(
      screen.getByText(/första arbetstillstånd med det ansökningsdatumet är 29 680 kr/),
    ).toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
    act(() => root?.unmount());
    container.remove();
  });

  it('renders an untouched form once while hydrating, and again only when the parameters arrive', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const commits: string[] = [];
    const page = (
      <Profiler id="calculator" onRender={(_id, phase) => commits.push(phase)}>
        {calculator('en')}
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    // The mount effect read the same values the state holds: nothing to render again.
    expect(commits).toEqual(['mount']);
    expect(within(container).getByText(/Loading/)).toBeInTheDocument();
    const fieldRenders = mockTaxGuideRenders.mock.calls.length;

    // The rules the page carries: the basis line stays as the server rendered it.
    await act(async () => answer(reply(200, answerWith(SEED_SALARY_RULES))));
    await loaded();
    expect(commits).toEqual(['mount', 'update']);
    // The answer changes the status line and Verify, not the fields.
    expect(mockTaxGuideRenders).toHaveBeenCalledTimes(fieldRenders);
    act(() => root?.unmount());
    container.remove();
  });

  // The first Intl object of a page starts the browser's ICU locale data: about 50 ms at 4x CPU
  // inside the hydration of this page (docs/benchmarks.md section 3.2). Hydration shows what the
  // server rendered, so it needs none: amounts and dates are written without Intl, and the basis
  // date keeps the server's text (next-intl's message formatting asks Intl for its locale).
  it('hydrates without building any Intl object', async () => {
    mockFetch(() => new Promise(() => {}));
    const container = document.createElement('div');
    container.innerHTML = renderToString(calculator('sv'));
    document.body.append(container);
    // The element as the server sends it: its texts, the basis date's included, are made there.
    const page = calculator('sv');
    const used: string[] = [];
    // Formatters made earlier (a module's cache) count too: their `format` getter.
    const restoreFormats = [Intl.NumberFormat.prototype, Intl.DateTimeFormat.prototype].map(
      (prototype) => {
        const descriptor = Object.getOwnPropertyDescriptor(prototype, 'format');
        const get = descriptor?.get;
        if (!descriptor || !get) throw new Error('Intl formatters without a format getter');
        Object.defineProperty(prototype, 'format', {
          ...descriptor,
          get() {
            used.push('format');
            return get.call(this) as unknown;
          },
        });
        return () => Object.defineProperty(prototype, 'format', descriptor);
      },
    );
    const names = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Locale'] as const;
    const originals = names.map((name) => [name, Intl[name]] as const);
    for (const [name, Real] of originals) {
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(Real, {
          construct: (target, args) => (used.push(name), Reflect.construct(target, args)),
          get: (target, key, receiver) => {
            const value: unknown = Reflect.get(target, key, receiver);
            if (key !== 'supportedLocalesOf' || typeof value !== 'function') return value;
            return (...args: unknown[]) => (used.push(`${name}.${key}`), value.apply(target, args));
          },
        }),
      });
    }
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      expect(within(container).getByText('16 juni 2026')).toHaveAttribute('datetime', '2026-06-16');
      expect(used).toEqual([]);
    } finally {
      for (const restore of restoreFormats) restore();
      for (const [name, Real] of originals)
        Object.defineProperty(Intl, name, { configurable: true, writable: true, value: Real });
      act(() => root?.unmount());
      container.remove();
    }
  });
});
