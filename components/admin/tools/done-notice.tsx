import { FormNotice } from '@/components/forms/form-notice';

/** The outcome of the last action, after its redirect (`?done=`): a status line, or nothing. */
export function DoneNotice({ message }: { message: string | null }) {
  return message ? <FormNotice tone="success">{message}</FormNotice> : null;
}

/** `done` (an address's `?done=`) when it is a key of `notices` (a page's messages `done`), else null. */
export const doneKey = <K extends string>(notices: Record<K, string>, done: unknown): K | null =>
  typeof done === 'string' && Object.hasOwn(notices, done) ? (done as K) : null;
