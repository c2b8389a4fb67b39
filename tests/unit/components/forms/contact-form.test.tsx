import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ContactFormClient, REDIRECT_DELAY_MS } from '@/components/forms/contact-form-client';
import { CONTACT_PREFILL_KEY, saveContactPrefill } from '@/lib/contact-prefill';
import { sent, submitContact } from './actions-stub';
import { push } from './navigation-stub';
import { renderIn, textOf } from './render';

jest.mock('next/navigation', () => jest.requireActual('./navigation-stub'));
jest.mock('@/lib/forms/actions', () => jest.requireActual('./actions-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

const countries = [
  { code: 'DE', dialCode: '49', name: 'Tyskland' },
  { code: 'SE', dialCode: '46', name: 'Sverige' },
  { code: 'US', dialCode: '1', name: 'USA' },
];

function renderForm(locale: 'sv' | 'en' = 'sv') {
  return renderIn(
    locale,
    <ContactFormClient
      text={textOf(locale, 'ContactForm')}
      consentLabel={locale === 'sv' ? 'Jag samtycker' : 'I consent'}
      countries={countries}
      defaultCountry={locale === 'sv' ? 'SE' : ''}
      homeHref={locale === 'sv' ? '/' : '/en'}
      pageHref={locale === 'sv' ? '/kontakt' : '/en/contact'}
    />,
  );
}
async function fillSwedish(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Namn/), 'Anna Svensson');
  await user.type(screen.getByLabelText(/^E-post/), 'anna@example.se');
  await user.type(screen.getByLabelText(/^Företag/), 'Exempel AB');
  await user.type(screen.getByLabelText('Telefonnummer'), '70 123 45 67');
  await user.selectOptions(screen.getByLabelText(/^Tjänst/), 'recruitment');
  await user.type(screen.getByLabelText(/^Meddelande/), 'Hej!');
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

test('submit stays disabled until every field is filled and consent is given', async () => {
  const user = userEvent.setup({ delay: null });
  renderForm();
  const submit = screen.getByRole('button', { name: 'Skicka meddelande' });
  expect(submit).toBeDisabled();
  await fillSwedish(user);
  expect(submit).toBeDisabled();
  await user.click(screen.getByRole('checkbox'));
  expect(submit).toBeEnabled();
});

test('Swedish defaults to +46, English has no country; the message box has 6 rows; email is type=email', () => {
  const { unmount } = renderForm('sv');
  expect(screen.getByLabelText('Landskod')).toHaveValue('SE');
  expect(screen.getByLabelText(/^Meddelande/)).toHaveAttribute('rows', '6');
  expect(screen.getByLabelText(/^E-post/)).toHaveAttribute('type', 'email');
  expect(screen.getByRole('option', { name: 'Sverige (+46)' })).toBeInTheDocument();
  unmount();
  renderForm('en');
  expect(screen.getByLabelText('Country code')).toHaveValue('');
});

test.each([
  ['sv', 'Tjänst', 'Språkutbildning för arbetslivet'],
  ['en', 'Service', 'Workplace language training'],
] as const)('%s: language training is one of the services', (locale, label, option) => {
  renderForm(locale);
  const select = screen.getByLabelText(new RegExp(`^${label}`));
  expect(within(select).getByRole('option', { name: option })).toHaveValue('language');
});

test('sends the fields to the Server Action, clears the form, toasts, and goes home after 3 s', async () => {
  const user = userEvent.setup({ delay: null });
  renderForm();
  await fillSwedish(user);
  await user.click(screen.getByRole('checkbox'));
  // The visit was opened by another site's link: the form sends that site's host, nothing more.
  const referrer = jest
    .spyOn(document, 'referrer', 'get')
    .mockReturnValue('https://news.example.com/article?reader=anna');
  jest.useFakeTimers();
  try {
    await act(async () => {
      screen.getByRole('button', { name: 'Skicka meddelande' }).click();
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Ert meddelande har skickats! Vi återkommer till er snart.',
      ),
    );
    expect(sent(submitContact)).toEqual([
      {
        name: 'Anna Svensson',
        email: 'anna@example.se',
        company: 'Exempel AB',
        countryCode: 'SE',
        phoneNumber: '70 123 45 67',
        service: 'recruitment',
        message: 'Hej!',
        gdprConsent: 'on',
        website: '',
        referrerHost: 'news.example.com',
      },
    ]);
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('');
    expect(screen.getByLabelText('Landskod')).toHaveValue('SE');
    expect(push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(push).toHaveBeenCalledWith('/');
  } finally {
    jest.useRealTimers();
    referrer.mockRestore();
  }
});

test.each([
  [
    'the action answers a failure',
    async () => ({ status: 'failed', reason: 'error', values: {} }) as const,
  ],
  ['the request fails (offline)', async () => Promise.reject(new TypeError('Failed to fetch'))],
])('%s: the error toast, and everything typed is kept', async (_case, answer) => {
  submitContact.mockImplementationOnce(answer);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup({ delay: null });
  renderForm('en');
  await user.type(screen.getByLabelText(/^Name/), 'Anna');
  await user.type(screen.getByLabelText(/^Email/), 'anna@example.se');
  await user.type(screen.getByLabelText(/^Company/), 'AB');
  await user.selectOptions(screen.getByLabelText('Country code'), 'DE');
  await user.type(screen.getByLabelText('Phone number'), '30 1234567');
  await user.selectOptions(screen.getByLabelText(/^Service/), 'other');
  await user.type(screen.getByLabelText(/^Message/), 'Hello');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      'An error occurred while sending the message. Please try again or contact us directly.',
    ),
  );
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Anna');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
  expect(screen.getByRole('checkbox')).toBeChecked();
  expect(push).not.toHaveBeenCalled();
});

test('whitespace-only fields are refused with the required-fields toast and inline errors', async () => {
  const user = userEvent.setup({ delay: null });
  renderForm();
  await fillSwedish(user);
  await user.clear(screen.getByLabelText(/^Företag/));
  await user.type(screen.getByLabelText(/^Företag/), '   ');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
  expect(toast.error).toHaveBeenCalledWith(
    'Alla fält är obligatoriska. Vänligen fyll i all information.',
  );
  const company = screen.getByLabelText(/^Företag/);
  expect(company).toHaveAttribute('aria-invalid', 'true');
  const errorId = company.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(errorId)).toHaveTextContent('Fältet är obligatoriskt.');
  expect(document.getElementById(errorId)).toHaveAttribute('role', 'alert');
  expect(submitContact).not.toHaveBeenCalled();
});

test('the rate limit has its own message', async () => {
  submitContact.mockResolvedValueOnce({ status: 'failed', reason: 'rateLimited', values: {} });
  const user = userEvent.setup({ delay: null });
  renderForm();
  await fillSwedish(user);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(textOf('sv', 'ContactForm').shared.rateLimited),
  );
});

test('errors the server finds are shown beside their fields', async () => {
  submitContact.mockResolvedValueOnce({
    status: 'invalid',
    errors: { phoneNumber: 'phone' },
    values: {},
  });
  const user = userEvent.setup({ delay: null });
  renderForm('en');
  await user.type(screen.getByLabelText(/^Name/), 'Anna');
  await user.type(screen.getByLabelText(/^Email/), 'anna@example.se');
  await user.type(screen.getByLabelText(/^Company/), 'AB');
  await user.selectOptions(screen.getByLabelText('Country code'), 'DE');
  await user.type(screen.getByLabelText('Phone number'), '30 1234567');
  await user.selectOptions(screen.getByLabelText(/^Service/), 'other');
  await user.type(screen.getByLabelText(/^Message/), 'Hello');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(
    await screen.findByText(textOf('en', 'ContactForm').shared.errors.phone),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Phone number')).toHaveValue('30 1234567');
});

test('tabbing through the untouched form shows no error; a changed field is checked on leaving', async () => {
  const user = userEvent.setup({ delay: null });
  renderForm('en');
  const name = screen.getByLabelText(/^Name/);
  await user.click(name);
  for (let press = 0; press < 10; press += 1) await user.tab();
  await user.click(name);
  await user.tab();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.querySelector('[aria-invalid="true"]')).toBeNull();

  await user.type(name, 'A');
  await user.clear(name);
  await user.tab();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    textOf('en', 'ContactForm').shared.errors.required,
  );
  expect(name).toHaveAttribute('aria-invalid', 'true');
  // Only the field that was changed: the others the focus passed through stay quiet.
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test('an invalid address is explained inline after leaving the field', async () => {
  const user = userEvent.setup({ delay: null });
  renderForm('en');
  await user.type(screen.getByLabelText(/^Email/), 'anna@example');
  await user.tab();
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
});

test("starts with the salary page's message and the immigration service, then forgets it", async () => {
  saveContactPrefill('Lön: 35 000 kr\nResultat: Allt ser bra ut.');
  renderForm();
  await waitFor(() =>
    expect(screen.getByLabelText(/^Meddelande/)).toHaveValue(
      'Lön: 35 000 kr\nResultat: Allt ser bra ut.',
    ),
  );
  expect(screen.getByLabelText(/^Tjänst/)).toHaveValue('immigration');
  expect(sessionStorage.getItem(CONTACT_PREFILL_KEY)).toBeNull();
});
