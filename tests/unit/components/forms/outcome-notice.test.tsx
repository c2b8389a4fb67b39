import { render, screen } from '@testing-library/react';
import { OutcomeNotice, type OutcomeTexts } from '@/components/forms/form-notice';
import type { LeadFormState } from '@/lib/forms/state';

// The one notice every lead form shows after a submission without JavaScript (the page came back
// from the server with the outcome): refused, not taken, or sent when the form stays on the page.

const texts: OutcomeTexts = {
  refusal: (errors) => `refused: ${Object.keys(errors).join(',')}`,
  failure: (reason) => `failed: ${reason}`,
};
const values = { email: 'a@b.se' };

function show(state: LeadFormState, origin: 'page' | 'client' = 'page', own = texts) {
  return render(<OutcomeNotice state={state} origin={origin} texts={own} />);
}

test('a refused submission is one alert with the refusal sentence', () => {
  show({ status: 'invalid', errors: { email: 'email', name: 'required' }, values });
  expect(screen.getByRole('alert')).toHaveTextContent('refused: email,name');
});

test('a submission that was not taken says why', () => {
  show({ status: 'failed', reason: 'rateLimited', values });
  expect(screen.getByRole('alert')).toHaveTextContent('failed: rateLimited');
});

test('a sent form shows a status only when the form gives one', () => {
  const { container } = show({ status: 'sent' });
  expect(container).toBeEmptyDOMElement();
  show({ status: 'sent' }, 'page', { ...texts, sent: 'Thank you' });
  expect(screen.getByRole('status')).toHaveTextContent('Thank you');
});

test('nothing is shown for a fresh form or an answer the script received (toasts show it)', () => {
  expect(show({ status: 'idle' }).container).toBeEmptyDOMElement();
  const refused: LeadFormState = { status: 'invalid', errors: { email: 'email' }, values };
  expect(show(refused, 'client').container).toBeEmptyDOMElement();
});
