import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { LeadFormScope } from '@/components/forms/lead-form';
import { ReferenceFormClient } from '@/components/forms/reference-form-client';
import { sent, submitReference } from './actions-stub';
import { renderIn, textOf } from './render';

jest.mock('@/lib/forms/actions', () => jest.requireActual('./actions-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

// As on the page: the form inside the page's scope, whose thank-you page replaces everything.
const ReferenceForm = ({ locale }: { locale: 'sv' | 'en' }) => (
  <LeadFormScope
    action={submitReference}
    permalink="/en/reference"
    sent={<h1>Thank you for your reference!</h1>}
  >
    <ReferenceFormClient
      text={textOf(locale, 'ReferenceForm')}
      consentLabel={
        locale === 'en' ? 'I accept the privacy policy' : 'Jag godkänner integritetspolicyn'
      }
    />
  </LeadFormScope>
);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company/), 'Kund AB');
  await user.type(screen.getByLabelText(/^Name/), 'Karin Berg');
  await user.type(screen.getByLabelText(/^Title/), 'HR Director');
  await user.type(screen.getByLabelText(/^Email/), 'karin@kund.example');
  await user.type(screen.getByLabelText(/^Phone/), '+46 8 123 456');
  await user.type(screen.getByLabelText(/^Reference/), 'Great partner.');
}

test('three sections; submit disabled until valid and privacy consent given', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('en', <ReferenceForm locale="en" />);
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

test('success: toasts, sends both consents, the thank-you page replaces the form', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('en', <ReferenceForm locale="en" />);
  await fill(user);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Send reference' }));
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your reference!' }),
  ).toBeInTheDocument();
  expect(toast.success).toHaveBeenCalledWith('Thank you!', {
    description: 'Your reference has been sent',
  });
  expect(screen.queryByRole('button', { name: 'Send reference' })).not.toBeInTheDocument();
  const [fields] = sent(submitReference);
  expect(fields).toMatchObject({ consentPrivacy: 'on', reference: 'Great partner.' });
  expect(fields).not.toHaveProperty('consentMarketing'); // unticked boxes are not sent
  expect(fields).not.toHaveProperty('recipient');
});

test('failure: Swedish toast, form kept', async () => {
  submitReference.mockResolvedValueOnce({ status: 'failed', reason: 'error', values: {} });
  const user = userEvent.setup({ delay: null });
  renderIn('sv', <ReferenceForm locale="sv" />);
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
