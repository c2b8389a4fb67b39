import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import en from '@/messages/en.json';
import { mockFetch, renderIn } from './render';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./navigation-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

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
  const user = userEvent.setup();
  renderIn(locale, <NewsletterForm />);
  const email = screen.getByRole('textbox');
  await user.click(email);
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
  const { calls } = mockFetch();
  const user = userEvent.setup();
  renderIn('en', <NewsletterForm />);
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
  expect(calls).toEqual([
    { url: '/api/newsletter-signup', body: { email: 'anna@example.com', language: 'en' } },
  ]);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('a failure toasts in Swedish and keeps the address', async () => {
  mockFetch(503, { error: 'Service temporarily unavailable' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderIn('sv', <NewsletterForm />);
  await user.type(screen.getByRole('textbox'), 'anna@example.se');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Prenumerera' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Det gick inte att prenumerera. Försök igen.'),
  );
  expect(screen.getByRole('textbox')).toHaveValue('anna@example.se');
  expect(screen.getByRole('button', { name: 'Prenumerera' })).toBeEnabled();
});
