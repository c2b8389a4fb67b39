import { IDLE, type FormState } from '@/lib/forms/state';
import type { PersonalDataCounts } from './gdpr';

// What the GDPR search answers, in the generic form state of lib/forms/state.ts: `found` with the
// address (kept in the page, never in a URL) and how many rows of each kind hold it, or `invalid`
// with the address as typed. Free of server code: the form components import it.
export type GdprSearchState = FormState<
  { status: 'found'; email: string; counts: PersonalDataCounts },
  never
>;

export const GDPR_IDLE: GdprSearchState = IDLE;
