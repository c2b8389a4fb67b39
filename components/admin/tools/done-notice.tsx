import { FormNotice } from '@/components/forms/form-notice';

/** The outcome of the last action, after its redirect (`?done=`): a status line, or nothing. */
export function DoneNotice({ message }: { message: string | null }) {
  return message ? <FormNotice tone="success">{message}</FormNotice> : null;
}
