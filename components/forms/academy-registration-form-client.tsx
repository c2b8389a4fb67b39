'use client';

import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { submitAcademyRegistration } from '@/lib/forms/actions';
import { academyFields } from '@/lib/forms/academy-fields';
import { groupFields, groupNames } from '@/lib/forms/field-groups';
import type { FieldErrors } from '@/lib/validation/errors';
import { labelOf } from './described-field';
import { OutcomeNotice, type OutcomeTexts } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { LeadFormScope, useLeadForm, useLeadFormScope } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateAcademy } from './validators';

interface Props {
  text: FormText<'AcademyForm'>;
  /** This page's address: "Register another participant" reloads it without JavaScript. */
  pageHref: string;
}

/** The academy registration (anchor #registration): thirteen required fields, then a confirmation. */
export function AcademyRegistrationFormClient(props: Props) {
  return (
    <LeadFormScope action={submitAcademyRegistration} permalink={`${props.pageHref}#registration`}>
      <Registration {...props} />
    </LeadFormScope>
  );
}

function Confirmation({ text, pageHref }: Props) {
  const { form: t } = text;
  const scope = useLeadFormScope();
  const panel = useRef<HTMLDivElement>(null);
  // Once the confirmation is on screen after a send: bring it into view and move focus to it.
  useEffect(() => {
    if (scope.origin !== 'client') return;
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    panel.current?.focus({ preventScroll: true });
  }, [scope.origin]);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="card border-success-700 bg-success-50 outline-none sm:p-8"
    >
      <h3 className="text-2xl font-bold text-success-700">{t.confirmationTitle}</h3>
      <p className="mt-3 text-ink">{t.confirmationText}</p>
      {/* Without JavaScript this GET reloads the page with an empty form. */}
      <form method="get" action={`${pageHref}#registration`}>
        <button
          type="submit"
          className="btn btn-outline mt-6"
          onClick={(event) => {
            event.preventDefault();
            scope.reset();
          }}
        >
          {t.another}
        </button>
      </form>
    </div>
  );
}

function Registration(props: Props) {
  const { form: t, shared } = props.text;
  const label = (key: string) => labelOf(t, key);
  const outcome: OutcomeTexts = {
    refusal: (errors: FieldErrors) =>
      refusalMessage(errors, { shared, label, own: { required: t.allRequired } }),
    failure: (reason) => (reason === 'rateLimited' ? shared.rateLimited : t.failure),
  };
  const form = useLeadForm({
    fields: academyFields,
    idPrefix: 'academy',
    label,
    shared,
    validate: validateAcademy,
    onInvalid: (errors) => toast.error(outcome.refusal(errors)),
    onSent: () => toast.success(t.success),
    onFailed: (state) => toast.error(outcome.failure(state.reason)),
  });
  const { scope } = form;
  if (scope.state.status === 'sent') return <Confirmation {...props} />;

  return (
    <div className="grid gap-6">
      <OutcomeNotice state={scope.state} origin={scope.origin} texts={outcome} />
      <form {...form.formProps} className="relative grid gap-6">
        <p className="text-sm text-muted">{t.allRequired}</p>
        {groupNames(academyFields).map((group) => (
          <fieldset key={group} className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-1 text-lg font-bold text-brand-900">{label(group)}</legend>
            {groupFields(academyFields, group).map((name) => form.render(name))}
          </fieldset>
        ))}
        {groupFields(academyFields, undefined).map((name) => form.render(name, { rows: 4 }))}
        <Honeypot idPrefix="academy" label={shared.honeypot} />
        <SubmitButton busy={scope.pending} label={t.submit} busyLabel={t.sending} />
      </form>
    </div>
  );
}
