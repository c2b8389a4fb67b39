/**
 * A Server Action's form argument as the client sent it: Next decodes whatever arguments a
 * request carries, so anything but a FormData (a hand-made request) reads as an empty form,
 * which the action's validation then refuses like any incomplete submission.
 */
export function formDataOf(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}
