import 'server-only';
import type * as z from 'zod/mini';
import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { runAfterResponse } from '@/lib/api/after-response';
import { checkLeadSubmission } from '@/lib/api/guard';
import { classifyFailure } from '@/lib/api/lead-route';
import { triggerDelivery } from '@/lib/email/trigger';
import { routing } from '@/lib/i18n/routing';
import {
  isValidSubmissionKey,
  storeOnce,
  submissionFingerprint,
  type Submission,
} from '@/lib/leads/submission';
import { env } from '@/lib/env';
import { leadSourceFrom, withLeadSource } from '@/lib/leads/source';
import { fieldErrors, type FieldErrors } from '@/lib/validation/errors';
import type { LeadFormDefinition } from './definitions';
import { checkboxNames, fieldNames } from './fields';
import {
  formDataOf,
  HONEYPOT_FIELD,
  readFormValues,
  REFERRER_FIELD,
  SUBMISSION_KEY_FIELD,
  type FormValues,
  type LeadFailure,
  type LeadFormState,
} from './state';

// One lead form submission, as its Server Action receives it: the same checks as the JSON route
// (same origin, the shared rate limit, the honeypot), the form's schema, then the route's own
// schema and lib/leads call, and the emails after the response. Every outcome is a state the
// form can show (without JavaScript: the page rendered again with it); nothing throws to the page.

const SENT: LeadFormState = { status: 'sent' };
// What is typed comes back to be shown again; the schemas cap fields far below this.
const ECHO_LIMIT = 10_000;

function echo(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.slice(0, ECHO_LIMIT) : value,
    ]),
  );
}

/**
 * The submission's idempotency key: the form's hidden field, or, when the form was posted
 * before its script ran or without JavaScript, the content itself (the same content within 24
 * hours is the same lead).
 */
function submissionOf(route: string, formData: FormData, request: unknown): Submission {
  const fingerprint = submissionFingerprint(route, request);
  const field = formData.get(SUBMISSION_KEY_FIELD);
  const key = isValidSubmissionKey(field) ? `form:${field}` : `body:${fingerprint}`;
  return { route, key, fingerprint };
}

export async function submitLeadForm<Form extends z.ZodMiniObject, Request extends z.ZodMiniType>(
  definition: LeadFormDefinition<Form, Request>,
  submitted: FormData,
): Promise<LeadFormState> {
  const { route, formSchema, fields } = definition;
  const formData = formDataOf(submitted);
  const values = readFormValues(formData, fieldNames(fields), checkboxNames(fields));
  const failed = (reason: LeadFailure): LeadFormState => ({
    status: 'failed',
    reason,
    values: echo(values),
  });
  const invalid = (errors: FieldErrors): LeadFormState => ({
    status: 'invalid',
    errors,
    values: echo(values),
  });
  try {
    const requestHeaders = await headers();
    const verdict = await checkLeadSubmission(requestHeaders, {
      route,
      honeypot: formData.get(HONEYPOT_FIELD),
    });
    // A bot that filled the honeypot learns nothing: it is answered as if the lead were stored.
    if (verdict === 'honeypot') return SENT;
    if (verdict !== 'ok') return failed(verdict === 'rateLimited' ? 'rateLimited' : 'refused');
    const form = formSchema.safeParse(values);
    if (!form.success) return invalid(fieldErrors(form.error));
    const locale = await getLocale();
    const language = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
    const converted = definition.toRequest(form.data, language);
    if ('errors' in converted) return invalid(converted.errors);
    const request = definition.requestSchema.safeParse(converted.body);
    if (!request.success) return invalid(fieldErrors(request.error));
    // The page the form was sent from, its address's UTM values (the post's own Referer) and
    // the site whose link opened the visit (a field the browser adds; checked like a Referer).
    const source = leadSourceFrom(
      requestHeaders,
      [requestHeaders.get('host') ?? '', new URL(env.SITE_URL).host],
      formData.get(REFERRER_FIELD),
    );
    const stored = await storeOnce(submissionOf(route, formData, request.data), () =>
      withLeadSource(source, () => definition.store(request.data)),
    );
    // A key used before with other content: only a page that was tampered with sends that.
    if (stored.kind === 'conflict') return failed('refused');
    // Stored now or before (a resubmission after an answer that never arrived): the visitor is
    // told it was sent, and the sender looks for its emails in case the first server died.
    runAfterResponse(triggerDelivery);
    return SENT;
  } catch (error) {
    return failed(
      classifyFailure(`${route} (form)`, error) === 'unavailable' ? 'unavailable' : 'error',
    );
  }
}
