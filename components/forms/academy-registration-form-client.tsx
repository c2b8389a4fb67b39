'use client';

import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { submitAcademyRegistration } from '@/lib/forms/actions';
import { academyFields } from '@/lib/forms/academy-fields';
import { groupFields, groupNames } from '@/lib/forms/field-groups';
import type { FormText } from './form-text';
import { LeadFormScope, useLeadForm, useLeadFormScope } from './lead-form';
import { LeadFormBody } from './lead-form-body';
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
  const { text } = props;
  const { form: t } = text;
  const form = useLeadForm({
    fields: academyFields,
    idPrefix: 'academy',
    text,
    layout: { message: { rows: 4 } },
    own: { required: t.allRequired },
    validate: validateAcademy,
    onSent: () => toast.success(t.success),
  });
  if (form.scope.state.status === 'sent') return <Confirmation {...props} />;

  return (
    <LeadFormBody form={form} className="grid gap-6" formClassName="relative grid gap-6">
      <p className="text-sm text-muted">{t.allRequired}</p>
      {groupNames(academyFields).map((group) => (
        <fieldset key={group} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold text-brand-900">{form.label(group)}</legend>
          {groupFields(academyFields, group).map((name) => form.render(name))}
        </fieldset>
      ))}
      {groupFields(academyFields, undefined).map((name) => form.render(name))}
    </LeadFormBody>
  );
}
