import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ReferenceFormClient } from '@/components/forms/reference-form-client';
import { mockFetch, renderIn } from './render';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./navigation-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

const ceo = { name: 'Maria Lindqvist', email: 'maria@example.se', phone: '+46 8 520 277 00' };

beforeEach(() => jest.clearAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company/), 'Kund AB');
  await user.type(screen.getByLabelText(/^Name/), 'Karin Berg');
  await user.type(screen.getByLabelText(/^Title/), 'HR Director');
  await user.type(screen.getByLabelText(/^Email/), 'karin@kund.example');
  await user.type(screen.getByLabelText(/^Phone/), '+46 8 123 456');
  await user.type(screen.getByLabelText(/^Reference/), 'Great partner.');
}

test('three sections; submit disabled until valid and privacy consent given', async () => {
  const user = userEvent.setup();
  renderIn('en', <ReferenceFormClient ceo={ceo} />);
  for (const name of ['Who you are', 'Your reference', 'Consent']) {
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
  }
  const submit = screen.getByRole('button', { name: 'Send reference' });
  expect(submit).toBeDisabled();
  await fill(user);
  expect(submit).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await waitFor(() => expect(submit).toBeEnabled());
});

test('success: toasts, sends both consents, shows the CEO contact details', async () => {
  const { calls } = mockFetch();
  const user = userEvent.setup();
  renderIn('en', <ReferenceFormClient ceo={ceo} />);
  await fill(user);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Send reference' }));
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your reference!' }),
  ).toBeInTheDocument();
  expect(toast.success).toHaveBeenCalledWith('Thank you!', {
    description: 'Your reference has been sent',
  });
  expect(screen.getByRole('link', { name: ceo.email })).toHaveAttribute(
    'href',
    `mailto:${ceo.email}`,
  );
  expect(screen.getByRole('link', { name: ceo.phone })).toHaveAttribute('href', 'tel:+46852027700');
  expect(screen.getByText('Contact Maria Lindqvist')).toBeInTheDocument();
  expect(calls[0]?.body).toMatchObject({
    type: 'reference',
    language: 'en',
    consentPrivacy: true,
    consentMarketing: false,
  });
  expect(calls[0]?.body).not.toHaveProperty('recipient');
});

test('failure: Swedish toast, form kept', async () => {
  mockFetch(500, { error: 'x' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderIn('sv', <ReferenceFormClient ceo={ceo} />);
  await user.type(screen.getByLabelText(/^Företag/), 'Kund AB');
  await user.type(screen.getByLabelText(/^Namn/), 'Karin');
  await user.type(screen.getByLabelText(/^Titel/), 'VD');
  await user.type(screen.getByLabelText(/^E-post/), 'karin@kund.example');
  await user.type(screen.getByLabelText(/^Telefon/), '08-123456');
  await user.type(screen.getByLabelText(/^Referens/), 'Bra!');
  await user.click(screen.getByRole('checkbox', { name: /integritetspolicyn/ }));
  await user.click(await screen.findByRole('button', { name: 'Skicka referens' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Fel', {
      description: 'Något gick fel. Försök igen.',
    }),
  );
  expect(screen.getByLabelText(/^Referens/)).toHaveValue('Bra!');
});
