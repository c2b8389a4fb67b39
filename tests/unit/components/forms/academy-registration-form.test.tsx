import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { AcademyRegistrationFormClient } from '@/components/forms/academy-registration-form-client';
import { ACADEMY_FIELDS } from '@/lib/validation/academy';
import { sent, submitAcademyRegistration } from './actions-stub';
import { renderIn, textOf } from './render';

jest.mock('@/lib/forms/actions', () => jest.requireActual('./actions-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  Element.prototype.scrollIntoView = jest.fn();
});

const AcademyRegistrationForm = ({ locale }: { locale: 'sv' | 'en' }) => (
  <AcademyRegistrationFormClient text={textOf(locale, 'AcademyForm')} pageHref="/en/academy" />
);

const input = (field: string) => document.getElementById(`academy-${field}`) as HTMLInputElement;

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  for (const field of ACADEMY_FIELDS) {
    await user.type(
      input(field),
      field.endsWith('Email') ? `${field.toLowerCase()}@firma.example` : `${field} value`,
    );
  }
}

test('thirteen required fields, three of them email inputs', () => {
  renderIn('en', <AcademyRegistrationForm locale="en" />);
  for (const field of ACADEMY_FIELDS) expect(input(field)).toBeRequired();
  expect(document.querySelectorAll('input[type="email"]')).toHaveLength(2);
  expect(input('contactEmail')).toHaveAttribute('type', 'email');
  expect(input('invoiceEmail')).toHaveAttribute('type', 'email');
});

test('an empty submit marks every field and sends nothing', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('en', <AcademyRegistrationForm locale="en" />);
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  await waitFor(() => expect(input('contactName')).toHaveAttribute('aria-invalid', 'true'));
  for (const field of ACADEMY_FIELDS) expect(input(field)).toHaveAttribute('aria-invalid', 'true');
  expect(submitAcademyRegistration).not.toHaveBeenCalled();
});

test('success: confirmation panel and toast; "Register another participant" gives an empty form', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('en', <AcademyRegistrationForm locale="en" />);
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  expect(await screen.findByText('Thank you for your registration!')).toBeInTheDocument();
  expect(toast.success).toHaveBeenCalledWith('Registration received! We will contact you shortly.');
  expect(Object.keys(sent(submitAcademyRegistration)[0] ?? {}).sort()).toEqual(
    [...ACADEMY_FIELDS, 'website', 'referrerHost'].sort(),
  );
  await user.click(screen.getByRole('button', { name: 'Register another participant' }));
  for (const field of ACADEMY_FIELDS) expect(input(field)).toHaveValue('');
});

test('failure: toast and the typed values stay', async () => {
  submitAcademyRegistration.mockResolvedValueOnce({
    status: 'failed',
    reason: 'error',
    values: {},
  });
  const user = userEvent.setup({ delay: null });
  renderIn('sv', <AcademyRegistrationForm locale="sv" />);
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: 'Skicka anmälan' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      'Något gick fel. Försök igen eller kontakta oss direkt.',
    ),
  );
  expect(input('billingCity')).toHaveValue('billingCity value');
});
