import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { AcademyRegistrationFormClient } from '@/components/forms/academy-registration-form-client';
import { ContactFormClient } from '@/components/forms/contact-form-client';
import { LeadFormScope } from '@/components/forms/lead-form';
import { NewsletterFormClient } from '@/components/forms/newsletter-form-client';
import { ReferenceFormClient } from '@/components/forms/reference-form-client';
import { TechsverigeFormClient } from '@/components/forms/techsverige-form-client';
import type { FieldErrors } from '@/lib/validation/errors';
import { ACADEMY_FIELDS } from '@/lib/validation/academy';
import {
  submitAcademyRegistration,
  submitContact,
  submitNewsletter,
  submitReference,
  submitTechsverige,
} from './actions-stub';
import { renderIn, textOf } from './render';

jest.mock('next/navigation', () => jest.requireActual('./navigation-stub'));
jest.mock('@/lib/forms/actions', () => jest.requireActual('./actions-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

// Every lead form, one value breaking each of its rules (required, email, length, phone): the
// field says what is wrong with it, and the toast names that rule - never another one (the
// tech-association form used to call any refusal but "required" an invalid address).

type User = ReturnType<typeof userEvent.setup>;
const over = (limit: number) => 'x'.repeat(limit + 1);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
});

/** Replaces a field's value the way a visitor pastes a long text. */
async function replace(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

const toastText = () =>
  (toast.error as jest.Mock).mock.calls.map(([title, options]) =>
    options?.description ? `${title}: ${options.description}` : title,
  );

describe('contact form (sv)', () => {
  const countries = [{ code: 'SE', dialCode: '46', name: 'Sverige' }];
  async function renderFilled(user: User) {
    renderIn(
      'sv',
      <ContactFormClient
        text={textOf('sv', 'ContactForm')}
        consentLabel="Jag samtycker"
        countries={countries}
        defaultCountry="SE"
        homeHref="/"
        pageHref="/kontakt"
      />,
    );
    await user.type(screen.getByLabelText(/^Namn/), 'Anna Svensson');
    await user.type(screen.getByLabelText(/^E-post/), 'anna@example.se');
    await user.type(screen.getByLabelText(/^Företag/), 'Exempel AB');
    await user.type(screen.getByLabelText('Telefonnummer'), '70 123 45 67');
    await user.selectOptions(screen.getByLabelText(/^Tjänst/), 'recruitment');
    await user.type(screen.getByLabelText(/^Meddelande/), 'Hej!');
    await user.click(screen.getByRole('checkbox'));
  }

  test.each([
    [
      'required',
      /^Namn/,
      '   ',
      'Fältet är obligatoriskt.',
      'Alla fält är obligatoriska. Vänligen fyll i all information.',
    ],
    [
      'email',
      /^E-post/,
      'anna@example',
      'Ange en giltig e-postadress',
      'Ange en giltig e-postadress',
    ],
    [
      'length',
      /^Företag/,
      over(200),
      'Texten är för lång.',
      'Texten i fältet ”Företag” är för lång. Korta den och försök igen.',
    ],
    [
      'phone',
      'Telefonnummer',
      '12',
      'Ange ett giltigt telefonnummer (minst fyra siffror).',
      'Ange ett giltigt telefonnummer (minst fyra siffror).',
    ],
  ] as const)('%s', async (_rule, label, value, fieldMessage, toastMessage) => {
    const user = userEvent.setup({ delay: null });
    await renderFilled(user);
    const field = screen.getByLabelText(label);
    await replace(user, field, value);
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(fieldMessage)),
    );
    expect(toastText()).toEqual([toastMessage]);
    expect(submitContact).not.toHaveBeenCalled();
  });
});

describe('tech-association form (en)', () => {
  async function renderFilled(user: User) {
    renderIn(
      'en',
      <LeadFormScope action={submitTechsverige} permalink="/en/techsverige">
        <TechsverigeFormClient text={textOf('en', 'TechsverigeForm')} />
      </LeadFormScope>,
    );
    await user.type(screen.getByLabelText(/^Company name/), 'Tech AB');
    await user.type(screen.getByLabelText(/^Organisation number/), '556677-8899');
    await user.type(screen.getByLabelText(/^First name/), 'Erik');
    await user.type(screen.getByLabelText(/^Last name/), 'Lund');
    await user.type(screen.getByLabelText(/^Mobile number/), '070-1234567');
    await user.type(screen.getByLabelText(/^Email/), 'erik@tech.example');
    await user.type(screen.getByLabelText(/^Message/), 'Tell me more.');
  }

  test.each([
    [
      'required',
      /^Last name/,
      '',
      'This field is required.',
      'Error: All fields are required. Please fill in all information.',
    ],
    [
      'email',
      /^Email/,
      'erik@tech',
      'Please enter a valid email address',
      'Error: Please enter a valid email address.',
    ],
    [
      'length (company name)',
      /^Company name/,
      over(200),
      'The text is too long.',
      'Error: The text in ‘Company name’ is too long. Please shorten it and try again.',
    ],
    [
      'length (message)',
      /^Message/,
      over(5000),
      'The text is too long.',
      'Error: The text in ‘Message’ is too long. Please shorten it and try again.',
    ],
  ] as const)('%s', async (_rule, label, value, fieldMessage, toastMessage) => {
    const user = userEvent.setup({ delay: null });
    await renderFilled(user);
    const field = screen.getByLabelText(label);
    await replace(user, field, value);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(fieldMessage)),
    );
    expect(toastText()).toEqual([toastMessage]);
    expect(submitTechsverige).not.toHaveBeenCalled();
  });
});

describe('academy registration (en)', () => {
  const input = (field: string) => document.getElementById(`academy-${field}`) as HTMLElement;
  async function renderFilled(user: User) {
    renderIn(
      'en',
      <AcademyRegistrationFormClient text={textOf('en', 'AcademyForm')} pageHref="/en/academy" />,
    );
    for (const field of ACADEMY_FIELDS) {
      await user.type(
        input(field),
        field.endsWith('Email') ? `${field.toLowerCase()}@firma.example` : `${field} value`,
      );
    }
  }

  test.each([
    ['required', 'contactPosition', '', 'This field is required.', 'All fields are required.'],
    [
      'email',
      'invoiceEmail',
      'invoice@firma',
      'Please enter a valid email address',
      'Please enter a valid email address',
    ],
    [
      'length',
      'billingZipCode',
      over(20),
      'The text is too long.',
      'The text in ‘Postcode’ is too long. Please shorten it and try again.',
    ],
  ] as const)('%s', async (_rule, name, value, fieldMessage, toastMessage) => {
    const user = userEvent.setup({ delay: null });
    await renderFilled(user);
    await replace(user, input(name), value);
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    await waitFor(() =>
      expect(input(name)).toHaveAccessibleDescription(expect.stringContaining(fieldMessage)),
    );
    expect(toastText()).toEqual([toastMessage]);
    expect(submitAcademyRegistration).not.toHaveBeenCalled();
  });
});

// Send stays disabled while these two forms are invalid, so a refusal the visitor can meet comes
// from the server (the schema there is the same): its answer is shown the same way.
describe('reference form (sv)', () => {
  async function renderFilled(user: User) {
    renderIn(
      'sv',
      <LeadFormScope action={submitReference} permalink="/referens">
        <ReferenceFormClient text={textOf('sv', 'ReferenceForm')} consentLabel="Jag godkänner" />
      </LeadFormScope>,
    );
    await user.type(screen.getByLabelText(/^Företag/), 'Kund AB');
    await user.type(screen.getByLabelText(/^Namn/), 'Karin Berg');
    await user.type(screen.getByLabelText(/^Titel/), 'HR-chef');
    await user.type(screen.getByLabelText(/^E-post/), 'karin@kund.example');
    await user.type(screen.getByLabelText(/^Telefon/), '+46 8 123 456');
    await user.type(screen.getByLabelText(/^Referens/), 'Bra samarbete.');
    await user.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
  }

  test.each([
    [
      'required',
      /^Titel/,
      'title',
      '',
      'Fältet är obligatoriskt.',
      'Fel: Vänligen fyll i alla obligatoriska fält korrekt',
    ],
    [
      'email',
      /^E-post/,
      'email',
      'karin@kund',
      'Ange en giltig e-postadress',
      'Fel: Ange en giltig e-postadress',
    ],
    [
      'length',
      /^Referens/,
      'reference',
      over(5000),
      'Texten är för lång.',
      'Fel: Texten i fältet ”Referens” är för lång. Korta den och försök igen.',
    ],
  ] as const)('%s', async (rule, label, name, value, fieldMessage, toastMessage) => {
    const user = userEvent.setup({ delay: null });
    await renderFilled(user);
    const field = screen.getByLabelText(label);
    // In the browser: the field says it at once, and Send waits.
    await replace(user, field, value);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(fieldMessage)),
    );
    expect(screen.getByRole('button', { name: 'Skicka referens' })).toBeDisabled();
    // From the server: the same message beside the field, and the toast names the rule.
    await replace(user, field, name === 'email' ? 'karin@kund.example' : 'Giltigt');
    const key = { required: 'required', email: 'email', length: 'tooLong' }[rule];
    submitReference.mockResolvedValueOnce({
      status: 'invalid',
      errors: { [name]: key } as FieldErrors,
      values: {},
    });
    const send = screen.getByRole('button', { name: 'Skicka referens' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(toastText()).toEqual([toastMessage]));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(fieldMessage));
  });
});

describe('newsletter (sv)', () => {
  function renderForm() {
    renderIn(
      'sv',
      <NewsletterFormClient
        text={textOf('sv', 'NewsletterForm')}
        consentLabel="Jag samtycker"
        permalink="/services/tillstandstrassel#newsletter"
      />,
    );
    return screen.getByLabelText(/^E-postadress/);
  }

  test('length: an address over its limit is refused as too long, not as invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const email = renderForm();
    await replace(user, email, `${'a'.repeat(250)}@example.se`);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Texten är för lång.'));
    expect(toastText()).toEqual([
      'Texten i fältet ”E-postadress” är för lång. Korta den och försök igen.',
    ]);
    expect(submitNewsletter).not.toHaveBeenCalled();
  });

  test.each([
    ['required', 'emailRequired', 'Ange er e-postadress'],
    ['email', 'email', 'Ange en giltig e-postadress'],
  ] as const)('%s, refused by the server', async (_rule, key, message) => {
    const user = userEvent.setup({ delay: null });
    const email = renderForm();
    await replace(user, email, 'anna@example.se');
    await user.click(screen.getByRole('checkbox'));
    submitNewsletter.mockResolvedValueOnce({
      status: 'invalid',
      errors: { email: key },
      values: {},
    });
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }));
    await waitFor(() => expect(toastText()).toEqual([message]));
    expect(email).toHaveAccessibleDescription(message);
  });
});
