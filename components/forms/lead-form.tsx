'use client';

import {
  createContext,
  use,
  useActionState,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { preloadToaster, toast } from '@/components/ui/toaster';
import { useHydrated } from '@/components/ui/use-hydrated';
import { checkboxNames, fieldNames, type FormFields } from '@/lib/forms/fields';
import { browserLog } from '@/lib/log';
import {
  IDLE,
  keptValues,
  readFormValues,
  REFERRER_FIELD,
  SUBMISSION_KEY_FIELD,
  visitReferrerHost,
  type FormValues,
  type LeadAction,
  type LeadFormState,
} from '@/lib/forms/state';
import type { FieldErrors } from '@/lib/validation/errors';
import type { ValidationKey } from '@/lib/validation/keys';
import { DescribedField, labelOf, type FieldLayout, type FieldView } from './described-field';
import type { OutcomeTexts } from './form-notice';
import type { SharedFormText } from './form-text';
import { refusalMessage } from './refusal';
import type { Validator } from './validators';

// A lead form is a real <form action={serverAction}>: without JavaScript (or before it has
// loaded) the browser posts it, the server action validates and stores the lead, and the page
// comes back with the outcome (useActionState). Once hydrated, the form checks a field when the
// visitor leaves it after changing it (never when focus merely passes through: tabbing over an
// untouched field says nothing), every field on submit, keeps Send disabled until it is complete,
// and sends through the same server action itself, so it can show "Sending...", toasts and keep
// everything typed on failure.

interface Scope {
  state: LeadFormState;
  /**
   * This visit's idempotency key for the form's hidden field (SUBMISSION_KEY_FIELD): '' in the
   * server's HTML, made in the browser once hydrated, kept while the same content is sent again
   * (a retry after a lost answer stores nothing twice), new after a success or an edit.
   */
  submissionKey: string;
  /** 'page': the state came with the page, i.e. from a submission without JavaScript. */
  origin: 'page' | 'client';
  formAction: (formData: FormData) => void;
  pending: boolean;
  send: (formData: FormData, values: FormValues) => Promise<LeadFormState>;
  /** Back to an empty form (e.g. "Register another participant"). */
  reset: () => void;
}

const ScopeContext = createContext<Scope | null>(null);

/**
 * Holds one form's submission state. `sent`, when given, replaces everything inside the scope
 * once the lead is stored (the thank-you views that replace a page's content).
 */
export function LeadFormScope({
  action,
  permalink,
  sent,
  children,
}: {
  action: LeadAction;
  /**
   * The page's own address (with the form's section as #hash): where the browser posts the form
   * without JavaScript, so the answer opens at the form. React writes it as the form's action.
   */
  permalink: string;
  sent?: ReactNode;
  children: ReactNode;
}) {
  const [pageState, formAction] = useActionState(action, IDLE, permalink);
  const [clientState, setClientState] = useState<LeadFormState | null>(null);
  const [pending, setPending] = useState(false);
  const state = clientState ?? pageState;
  // The prerendered page is the same for every visitor, so its key cannot be in the HTML: the
  // browser makes one per visit and shows it once hydrated. (Without JavaScript the server
  // derives the key from the content.)
  const hydrated = useHydrated();
  const [visitKey, setVisitKey] = useState(newSubmissionKey);
  const lastSent = useRef<{ key: string; content: string } | null>(null);

  /** The key for this content: the last attempt's if nothing changed since, else a new one. */
  function keyFor(values: FormValues): string {
    const content = JSON.stringify(values);
    if (lastSent.current?.content !== content) {
      const key = lastSent.current ? newSubmissionKey() : visitKey;
      lastSent.current = { key, content };
      if (key !== visitKey) setVisitKey(key);
    }
    return lastSent.current.key;
  }

  async function send(formData: FormData, values: FormValues): Promise<LeadFormState> {
    setPending(true);
    formData.set(SUBMISSION_KEY_FIELD, keyFor(values));
    formData.set(REFERRER_FIELD, visitReferrerHost());
    let next: LeadFormState;
    try {
      next = await action(state, formData);
    } catch (error) {
      // Offline, or an answer that is not the action's (a proxy's error page).
      browserLog.error('[lead form] send failed:', error);
      next = { status: 'failed', reason: 'error', values };
    }
    setPending(false);
    setClientState(next);
    if (next.status === 'sent') {
      lastSent.current = null; // the next lead, even with the same content, is a new one
      setVisitKey(newSubmissionKey());
    }
    return next;
  }

  const scope: Scope = {
    state,
    submissionKey: hydrated ? visitKey : '',
    origin: clientState ? 'client' : 'page',
    formAction,
    pending,
    send,
    reset: () => setClientState(IDLE),
  };
  if (state.status === 'sent' && sent) return <>{sent}</>;
  return <ScopeContext value={scope}>{children}</ScopeContext>;
}

export function useLeadFormScope(): Scope {
  const scope = use(ScopeContext);
  if (!scope) throw new Error('A lead form must be inside a LeadFormScope');
  return scope;
}

/** 128 random bits as hex (getRandomValues: unlike randomUUID, also on plain-http pages). */
function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const fieldName = (target: EventTarget): string =>
  target instanceof Element ? (target.getAttribute('name') ?? '') : '';

interface Options {
  /** The form's fields as lib/forms/fields.ts describes them (focus goes to the first invalid one). */
  fields: FormFields;
  /** Prefix of the controls' ids (`contact` -> `contact-email`). */
  idPrefix: string;
  /** The form's messages (labels by key, its Send button and failure sentence) and the shared ones. */
  text: { form: { submit: string; sending: string; failure: string }; shared: SharedFormText };
  /** Labels that are not a plain message of the form (a consent sentence with its link), by key. */
  labels?: Readonly<Record<string, ReactNode>>;
  /** Where and how big each field is on this form (./described-field.tsx). */
  layout?: Readonly<Record<string, FieldLayout>>;
  /** The form's own sentences for some refused rules (./refusal.ts). */
  own?: Partial<Record<ValidationKey, string>>;
  /** The field a refusal's sentence names (default: its label in the form's messages). */
  refusalLabel?: (field: string) => string;
  /** The title of the form's error toasts, which then carry the sentence as description. */
  errorTitle?: string;
  /** Shown after a send without JavaScript, when the form stays on the page. */
  sent?: ReactNode;
  /** The form's schema, loaded on first focus (./validators.ts). */
  validate: Validator;
  /** Check the whole form at every change, for a Send that stays disabled while it is invalid. */
  liveValidation?: boolean;
  onSent?: (form: HTMLFormElement) => void;
}

export type LeadForm = ReturnType<typeof useLeadForm>;

/** The behaviour of one lead form once hydrated; its fields render from what it returns. */
export function useLeadForm({
  fields: description,
  idPrefix,
  text,
  labels = {},
  layout = {},
  own,
  refusalLabel = (field) => labelOf(text.form, field),
  errorTitle,
  sent,
  validate,
  liveValidation = false,
  onSent,
}: Options) {
  const { shared } = text;
  // With JavaScript the outcome goes to a toast; without, to the notice (LeadFormBody).
  const outcome: OutcomeTexts = {
    refusal: (errors) => refusalMessage(errors, { shared, label: refusalLabel, own }),
    failure: (reason) => (reason === 'rateLimited' ? shared.rateLimited : text.form.failure),
    sent,
  };
  const toastError = (message: string) =>
    errorTitle ? toast.error(errorTitle, { description: message }) : toast.error(message);
  const label = (key: string): ReactNode => labels[key] ?? labelOf(text.form, key);
  const scope = useLeadFormScope();
  const hydrated = useHydrated();
  const fields = useMemo(() => fieldNames(description), [description]);
  const checkboxes = useMemo(() => checkboxNames(description), [description]);
  const formRef = useRef<HTMLFormElement>(null);
  // Fields the visitor has changed (typed, picked, ticked); only these are checked on blur.
  const changed = useRef(new Set<string>());
  // Fields whose errors are shown: changed and then left (or everything, once submitted).
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [live, setLive] = useState<FormValues | null>(null);

  const read = (form: HTMLFormElement) => readFormValues(new FormData(form), fields, checkboxes);
  const kept = keptValues(scope.state);

  // Take over what was typed before hydration: the DOM is the outside source here.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readFormValues(new FormData(form), fields, checkboxes);
    for (const [name, value] of Object.entries(typed)) if (value) changed.current.add(name);
    setLive(typed);
    if (liveValidation && Object.values(typed).some(Boolean)) {
      void validate(typed).then(setClientErrors);
    }
  }, [fields, checkboxes, liveValidation, validate]);
  const pageErrors = scope.state.status === 'invalid' ? scope.state.errors : {};

  async function check(form: HTMLFormElement) {
    setClientErrors(await validate(read(form)));
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = fieldName(event.target);
    if (!fields.includes(name) || !changed.current.has(name)) return;
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
    void check(event.currentTarget);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    setLive(read(form));
    const name = fieldName(event.target);
    if (fields.includes(name)) changed.current.add(name);
    if (liveValidation || submitted || touched.has(name) || clientErrors?.[name]) void check(form);
  }

  /** A refused submission (client or server): every error shown, focus on the first, a toast. */
  function refuse(form: HTMLFormElement, errors: FieldErrors) {
    setClientErrors(errors);
    const first = fields.find((name) => errors[name]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    toastError(outcome.refusal(errors));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault(); // React does not run the form action then: we send it ourselves
    const form = event.currentTarget;
    if (scope.pending) return;
    const values = read(form);
    setSubmitted(true);
    const errors = await validate(values);
    if (Object.keys(errors).length > 0) return refuse(form, errors);
    setClientErrors(errors);
    const next = await scope.send(new FormData(form), values);
    if (next.status === 'sent') {
      changed.current.clear();
      setTouched(new Set());
      setSubmitted(false);
      setClientErrors(null);
      form.reset();
      setLive(read(form));
      onSent?.(form);
    } else if (next.status === 'invalid') {
      refuse(form, next.errors);
    } else if (next.status === 'failed') {
      toastError(outcome.failure(next.reason));
    }
  }

  function errorOf(name: string): ValidationKey | undefined {
    if (clientErrors) return submitted || touched.has(name) ? clientErrors[name] : undefined;
    return pageErrors[name];
  }
  function initial(name: string): string {
    const value = kept[name];
    return typeof value === 'string' ? value : '';
  }
  /** A field as it stands: label, required mark, error message, what was typed before. */
  function view(name: string): FieldView {
    const spec = description[name];
    const key = errorOf(name);
    return {
      // Named after the label's key: the contact form's gdprConsent box is `contact-consent`.
      id: `${idPrefix}-${spec?.label ?? name}`,
      name,
      label: label(spec?.label ?? name),
      requiredLabel: spec?.optional ? undefined : shared.required,
      error: key ? shared.errors[key] : undefined,
      defaultValue: initial(name),
      defaultChecked: kept[name] === true,
    };
  }

  return {
    scope,
    hydrated,
    formRef,
    idPrefix,
    text,
    outcome,
    /** A label by its message key (the field's name, its description's `label`, a heading). */
    label,
    /** What the visitor has typed so far (after hydration), for "complete" checks. */
    values: live ?? kept,
    /** The whole form passed its schema at the last check (see `liveValidation`). */
    valid: clientErrors !== null && Object.keys(clientErrors).length === 0,
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      action: scope.formAction,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onBlur,
      onChange,
      onFocus: () => {
        validate.preload();
        preloadToaster();
      },
    },
    /** The message key to show beside a field, if any. */
    errorOf,
    /** The value to start a field with: what was typed before a refused submission. */
    initial,
    /** The field as its description says, placed and sized by `layout` (or this call's). */
    render(name: string, place: FieldLayout | undefined = layout[name]): ReactNode {
      const spec = description[name];
      if (!spec) return null;
      return <DescribedField key={name} spec={spec} view={view(name)} layout={place} />;
    },
    /** Reads the form again after the code changed a field (e.g. the salary page's hand-over). */
    sync() {
      if (formRef.current) setLive(read(formRef.current));
    },
  };
}
