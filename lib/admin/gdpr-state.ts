import type { PersonalDataCounts } from './gdpr';

// What the GDPR search answers: the address (kept in the page, never in a URL) and how many rows
// of each kind hold it. Free of server code: the form components import it.
export type GdprSearchState =
  | { status: 'idle' }
  | { status: 'invalid'; email: string }
  | { status: 'found'; email: string; counts: PersonalDataCounts };

export const GDPR_IDLE: GdprSearchState = { status: 'idle' };
