/** The hidden field of every lead form: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'website';
