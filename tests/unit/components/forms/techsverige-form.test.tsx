import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TechsverigeForm } from '@/components/forms/techsverige-form';
import { mockFetch, renderIn } from './render';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./navigation-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'erik@tech.example') {
  await user.type(screen.getByLabelText(/^Företagsnamn/), 'Tech AB');
  await user.type(screen.getByLabelText(/^Organisationsnummer/), '556677-8899');
  await user.type(screen.getByLabelText(/^Förnamn/), 'Erik');
  await user.type(screen.getByLabelText(/^Efternamn/), 'Lund');
  await user.type(screen.getByLabelText(/^Mobilnummer/), '070-1234567');
  await user.type(screen.getByLabelText(/^E-post/), email);
  await user.type(screen.getByLabelText(/^Meddelande/), 'Vi vill veta mer.');
}

test('fields as specified: placeholder, tel, 5 rows at least 120 px', () => {
  renderIn('sv', <TechsverigeForm />);
  expect(screen.getByLabelText(/^Organisationsnummer/)).toHaveAttribute(
    'placeholder',
    '123456-7890',
  );
  expect(screen.getByLabelText(/^Mobilnummer/)).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText(/^E-post/)).toHaveAttribute('type', 'email');
  const message = screen.getByLabelText(/^Meddelande/);
  expect(message).toHaveAttribute('rows', '5');
  expect(message).toHaveStyle({ minHeight: '120px' });
});

test('an empty submit toasts "Fel" with the all-fields text and sends nothing', async () => {
  const { calls } = mockFetch();
  const user = userEvent.setup();
  renderIn('sv', <TechsverigeForm />);
  await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
  expect(toast.error).toHaveBeenCalledWith('Fel', {
    description: 'Alla fält är obligatoriska. Vänligen fyll i all information.',
  });
  expect(calls).toHaveLength(0);
  expect(screen.getByLabelText(/^Företagsnamn/)).toHaveAttribute('aria-invalid', 'true');
});

test('a bad address toasts the invalid-email text', async () => {
  const { calls } = mockFetch();
  const user = userEvent.setup();
  renderIn('sv', <TechsverigeForm />);
  await fill(user, 'erik@tech');
  await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
  expect(toast.error).toHaveBeenCalledWith('Fel', { description: 'Ange en giltig e-postadress.' });
  expect(calls).toHaveLength(0);
});

test('success replaces the form with a noindex thank-you view and a home button', async () => {
  const { calls } = mockFetch();
  const user = userEvent.setup();
  renderIn('en', <TechsverigeForm />);
  await user.type(screen.getByLabelText(/^Company name/), 'Tech AB');
  await user.type(screen.getByLabelText(/^Organisation number/), '556677-8899');
  await user.type(screen.getByLabelText(/^First name/), 'Erik');
  await user.type(screen.getByLabelText(/^Last name/), 'Lund');
  await user.type(screen.getByLabelText(/^Mobile number/), '070-1234567');
  await user.type(screen.getByLabelText(/^Email/), 'erik@tech.example');
  await user.type(screen.getByLabelText(/^Message/), 'Tell me more.');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your message!' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(calls[0]?.body).toEqual({
    companyName: 'Tech AB',
    organizationNumber: '556677-8899',
    firstName: 'Erik',
    lastName: 'Lund',
    mobile: '070-1234567',
    email: 'erik@tech.example',
    message: 'Tell me more.',
    type: 'techsverige',
    language: 'en',
  });
});

test('a send failure toasts and leaves the form editable with its values', async () => {
  mockFetch(500, { error: 'Internal server error' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderIn('sv', <TechsverigeForm />);
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Fel', {
      description:
        'Ett fel uppstod när meddelandet skulle skickas. Försök igen eller kontakta oss direkt.',
    }),
  );
  expect(screen.getByLabelText(/^Förnamn/)).toHaveValue('Erik');
  expect(screen.getByRole('button', { name: 'Skicka förfrågan' })).toBeEnabled();
});
