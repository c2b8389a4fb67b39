import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { LeadFormScope } from '@/components/forms/lead-form';
import { TechsverigeFormClient } from '@/components/forms/techsverige-form-client';
import { sent, submitTechsverige } from './actions-stub';
import { renderIn, textOf } from './render';

jest.mock('@/lib/forms/actions', () => jest.requireActual('./actions-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

// As on the page: the form inside the page's scope, whose thank-you view replaces everything.
const TechsverigeForm = ({ locale }: { locale: 'sv' | 'en' }) => (
  <LeadFormScope
    action={submitTechsverige}
    permalink="/en/techsverige"
    sent={<h1>Thank you for your message!</h1>}
  >
    <p>The page around the form</p>
    <TechsverigeFormClient text={textOf(locale, 'TechsverigeForm')} />
  </LeadFormScope>
);

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
  renderIn('sv', <TechsverigeForm locale="sv" />);
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
  const user = userEvent.setup({ delay: null });
  renderIn('sv', <TechsverigeForm locale="sv" />);
  await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
  expect(toast.error).toHaveBeenCalledWith('Fel', {
    description: 'Alla fält är obligatoriska. Vänligen fyll i all information.',
  });
  expect(submitTechsverige).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Företagsnamn/)).toHaveAttribute('aria-invalid', 'true');
});

test('a bad address toasts the invalid-email text', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('sv', <TechsverigeForm locale="sv" />);
  await fill(user, 'erik@tech');
  await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
  expect(toast.error).toHaveBeenCalledWith('Fel', { description: 'Ange en giltig e-postadress.' });
  expect(submitTechsverige).not.toHaveBeenCalled();
});

test('success replaces the whole scope (the page) with the thank-you view', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('en', <TechsverigeForm locale="en" />);
  await user.type(screen.getByLabelText(/^Company name/), 'Tech AB');
  await user.type(screen.getByLabelText(/^Organisation number/), '556677-8899');
  await user.type(screen.getByLabelText(/^First name/), 'Erik');
  await user.type(screen.getByLabelText(/^Last name/), 'Lund');
  await user.type(screen.getByLabelText(/^Mobile number/), '070-1234567');
  await user.type(screen.getByLabelText(/^Email/), 'erik@tech.example');
  await user.type(screen.getByLabelText(/^Message/), 'Tell me more.');
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your message!' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('The page around the form')).not.toBeInTheDocument();
  expect(sent(submitTechsverige)).toEqual([
    {
      companyName: 'Tech AB',
      organizationNumber: '556677-8899',
      firstName: 'Erik',
      lastName: 'Lund',
      mobile: '070-1234567',
      email: 'erik@tech.example',
      message: 'Tell me more.',
      website: '',
      referrerHost: '',
    },
  ]);
});

test('a send failure toasts and leaves the form editable with its values', async () => {
  submitTechsverige.mockResolvedValueOnce({ status: 'failed', reason: 'error', values: {} });
  const user = userEvent.setup({ delay: null });
  renderIn('sv', <TechsverigeForm locale="sv" />);
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
