import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { NewsletterFormClient } from '@/components/forms/newsletter-form-client';
import en from '@/messages/en.json';
import { sent, submitNewsletter } from './actions-stub';
import { renderIn, textOf } from './render';

jest.mock('@/lib/forms/actions', () => jest.requireActual('./actions-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

const NewsletterForm = ({ locale }: { locale: 'sv' | 'en' }) => (
  <NewsletterFormClient
    text={textOf(locale, 'NewsletterForm')}
    consentLabel="consent"
    permalink="/en/services/permit-troubles#newsletter"
  />
);

test.each([
  [
    'en',
    'Please enter your email address',
    'Please enter a valid email address',
    'You must consent to data processing to subscribe',
  ],
  [
    'sv',
    'Ange er e-postadress',
    'Ange en giltig e-postadress',
    'Ni måste samtycka till databehandling för att prenumerera',
  ],
] as const)('%s: the three validation messages', async (locale, missing, invalid, consent) => {
  const user = userEvent.setup({ delay: null });
  renderIn(locale, <NewsletterForm locale={locale} />);
  const email = screen.getByRole('textbox');
  // Passing through says nothing; a field changed and left empty does.
  await user.click(email);
  await user.tab();
  expect(screen.queryByText(missing)).toBeNull();
  await user.type(email, 'a');
  await user.clear(email);
  await user.tab();
  expect(await screen.findByText(missing)).toBeInTheDocument();
  await user.type(email, 'anna@example');
  expect(await screen.findByText(invalid)).toBeInTheDocument();
  const box = screen.getByRole('checkbox');
  await user.click(box);
  await user.click(box);
  await user.tab();
  expect(await screen.findByText(consent)).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
});

test('the button waits for a valid address and consent; success shows the thank-you card', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('en', <NewsletterForm locale="en" />);
  const button = screen.getByRole('button', { name: 'Subscribe' });
  expect(button).toBeDisabled();
  await user.type(screen.getByRole('textbox'), 'anna@example.com');
  expect(button).toBeDisabled();
  await user.click(screen.getByRole('checkbox'));
  expect(button).toBeEnabled();
  await user.click(button);
  // Double opt-in: the card says to look for the confirmation email.
  expect(await screen.findByText(en.NewsletterForm.thanksTitle)).toBeInTheDocument();
  expect(screen.getByText(/email with a link to confirm/)).toBeInTheDocument();
  expect(sent(submitNewsletter)).toEqual([
    { email: 'anna@example.com', consent: 'on', website: '', referrerHost: '' },
  ]);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('a failure toasts in Swedish and keeps the address', async () => {
  submitNewsletter.mockResolvedValueOnce({ status: 'failed', reason: 'unavailable', values: {} });
  const user = userEvent.setup({ delay: null });
  renderIn('sv', <NewsletterForm locale="sv" />);
  await user.type(screen.getByRole('textbox'), 'anna@example.se');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Prenumerera' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Det gick inte att prenumerera. Försök igen.'),
  );
  expect(screen.getByRole('textbox')).toHaveValue('anna@example.se');
  expect(screen.getByRole('button', { name: 'Prenumerera' })).toBeEnabled();
});
