/** @jest-environment node */
import { formDataOf } from '@/lib/forms/state';

// A Server Action gets whatever arguments the request carries: anything but a FormData reads as
// an empty form, which the action's validation refuses like an incomplete submission.
test.each([undefined, null, 'x', {}, [], Promise.resolve(new FormData())])(
  '%p reads as an empty form',
  (value) => {
    const form = formDataOf(value);
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual([]);
  },
);

test('a FormData is the form itself', () => {
  const form = new FormData();
  form.set('email', 'anna@example.se');
  expect(formDataOf(form)).toBe(form);
});
