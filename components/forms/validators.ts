import type { FormValues } from '@/lib/forms/state';
import type { FieldErrors } from '@/lib/validation/errors';

// Each lead form checks its fields in the browser with its own zod schema, the one its server
// action and route handler use. zod and the schemas are one chunk (./schemas.ts), fetched when a
// visitor first focuses a form (or at the first check), so pages load no validation code up front.

export interface Validator {
  (values: FormValues): Promise<FieldErrors>;
  preload: () => void;
}

type Schemas = typeof import('./schemas');

let loading: Promise<Schemas> | undefined;
function load(): Promise<Schemas> {
  // A failed fetch (offline for a moment) is tried again at the next check instead of sticking.
  loading ??= import('./schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function validator(form: keyof Schemas['formSchemas']): Validator {
  const validate = async (values: FormValues) => {
    try {
      return (await load()).check(form, values);
    } catch {
      return {}; // validation code unreachable: the server checks the submission anyway
    }
  };
  return Object.assign(validate, { preload: () => void load().catch(() => undefined) });
}

export const validateContact = validator('contact');
export const validateNewsletter = validator('newsletter');
export const validateTechsverige = validator('techsverige');
export const validateReference = validator('reference');
export const validateAcademy = validator('academy');
