'use client';

import { useActionState, type ReactNode } from 'react';
import { FormNotice } from '@/components/forms/form-notice';
import type { AdminFormState } from '@/lib/admin/staff-action';
import { IDLE, keptValues } from '@/lib/forms/state';

export type AdminAction = (previous: AdminFormState, form: FormData) => Promise<AdminFormState>;

export interface FormView {
  /** Each field's message, or undefined. */
  error(name: string): string | undefined;
  /** What to show in a field: what was posted when it came back refused, else the initial value. */
  value(name: string, initial?: string): string;
  checked(name: string, initial: boolean): boolean;
  busy: boolean;
}

interface Props {
  action: AdminAction;
  /** Message per error key (ValidationKeys and the form's own keys), resolved on the server. */
  messages: Record<string, string>;
  className?: string;
  children: (view: FormView) => ReactNode;
}

/**
 * A back-office form around a Server Action: a real <form> that posts without JavaScript (the
 * page comes back with the state), and keeps what was typed when the server refuses it. On
 * success the action redirects, so there is no success state to show here.
 */
export function AdminActionForm({ action, messages, className, children }: Props) {
  const [state, dispatch, busy] = useActionState(action, IDLE);
  const kept = keptValues(state);
  const errors = state.status === 'invalid' ? state.errors : {};
  const view: FormView = {
    error: (name) => {
      const key = errors[name];
      return key ? (messages[key] ?? messages.invalid) : undefined;
    },
    value: (name, initial = '') => {
      const value = kept[name];
      return typeof value === 'string' ? value : initial;
    },
    checked: (name, initial) => {
      const value = kept[name];
      return typeof value === 'boolean' ? value : initial;
    },
    busy,
  };
  return (
    <form action={dispatch} className={className}>
      {state.status === 'invalid' ? (
        <FormNotice tone="error">{messages.invalidForm}</FormNotice>
      ) : null}
      {state.status === 'failed' ? (
        <FormNotice tone="error">{messages[state.reason] ?? messages.error}</FormNotice>
      ) : null}
      {children(view)}
    </form>
  );
}
