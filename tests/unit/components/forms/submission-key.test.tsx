import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AcademyRegistrationFormClient } from '@/components/forms/academy-registration-form-client';
import { SUBMISSION_KEY_FIELD } from '@/lib/forms/state';
import { ACADEMY_FIELDS } from '@/lib/validation/academy';
import { keysSent, submitAcademyRegistration } from './actions-stub';
import { renderIn, textOf } from './render';

// Every lead form carries an idempotency key in a hidden field (components/forms/lead-form.tsx):
// none in the server's HTML (a prerendered page is the same for every visitor), one per visit
// in the browser, the same one while the same content is sent again, a new one after a success
// or an edit. The server stores a lead at most once per key (lib/leads/submission.ts).

jest.mock('@/lib/forms/actions', () => jest.requireActual('./actions-stub'));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  Element.prototype.scrollIntoView = jest.fn();
});

const Form = () => (
  <AcademyRegistrationFormClient text={textOf('en', 'AcademyForm')} pageHref="/en/academy" />
);
const input = (field: string) => document.getElementById(`academy-${field}`) as HTMLInputElement;
const hiddenKey = () =>
  document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${SUBMISSION_KEY_FIELD}"]`);
const KEY = /^[0-9a-f]{32}$/;

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  for (const field of ACADEMY_FIELDS) {
    await user.type(input(field), field.endsWith('Email') ? 'kim@firma.example' : `${field} x`);
  }
}

test('the server HTML has the field, empty; the browser fills in a key of its own', () => {
  const html = renderToString(<Form />);
  expect(html).toContain(`name="${SUBMISSION_KEY_FIELD}" value=""`);
  renderIn('en', <Form />);
  expect(hiddenKey()?.value).toMatch(KEY);
});

test('the same content sent again after a lost answer keeps its key; an edit gets a new one', async () => {
  // The answer never arrives (the server died after storing, or the network dropped it).
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  submitAcademyRegistration.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  submitAcademyRegistration.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = userEvent.setup({ delay: null });
  renderIn('en', <Form />);
  const shown = hiddenKey()?.value;
  await fillAll(user);
  const submit = screen.getByRole('button', { name: 'Submit registration' });
  await user.click(submit);
  await user.click(await screen.findByRole('button', { name: 'Submit registration' }));
  await user.type(input('message'), ' changed');
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  await screen.findByText('Thank you for your registration!');
  const [first, second, edited] = keysSent(submitAcademyRegistration);
  expect(first).toBe(shown);
  expect(second).toBe(first);
  expect(edited).toMatch(KEY);
  expect(edited).not.toBe(first);
  expect(logged).toHaveBeenCalledWith(
    '[lead form] send failed:',
    expect.objectContaining({ name: 'TypeError', message: 'Failed to fetch' }),
  );
  logged.mockRestore();
});

test('after a success the next registration, even with the same content, has a new key', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn('en', <Form />);
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  await user.click(await screen.findByRole('button', { name: 'Register another participant' }));
  await fillAll(user);
  await user.click(screen.getByRole('button', { name: 'Submit registration' }));
  await screen.findByText('Thank you for your registration!');
  const [first, next] = keysSent(submitAcademyRegistration);
  expect(first).toMatch(KEY);
  expect(next).toMatch(KEY);
  expect(next).not.toBe(first);
  expect(hiddenKey()).toBeNull(); // the confirmation panel replaced the form
});
