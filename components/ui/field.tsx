import type { ComponentProps, ElementType, ReactNode } from 'react';

// Form field primitives: a visible label, an optional hint, and an error that is tied to the
// control (aria-describedby + aria-invalid) and announced when it appears (role="alert").
// The control's own props (name, defaultValue, type...) are spread through.

interface FieldBase {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label; the control also gets `required`. */
  requiredLabel?: string;
  className?: string;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

type Control = 'input' | 'textarea' | 'select';

/**
 * A field around one kind of control - label, hint, the control, its error - with
 * `extraClass` added to the control's look.
 */
function fieldOf<C extends Control>(Tag: C, extraClass = '') {
  const Element = Tag as ElementType;
  return function Field({
    id,
    label,
    error,
    hint,
    requiredLabel,
    className,
    ...control
  }: FieldBase & Omit<ComponentProps<C>, 'id' | 'className'>) {
    const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
    return (
      <div className={className}>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
          {requiredLabel ? (
            <span className="ml-1 font-normal text-muted">
              <span aria-hidden="true">*</span>
              <span className="sr-only">({requiredLabel})</span>
            </span>
          ) : null}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        ) : null}
        <Element
          id={id}
          required={Boolean(requiredLabel)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          // The look every control shares is the `field-control` class in globals.css: one
          // short name instead of a 200-character list on each of a form's controls in the HTML.
          className={`field-control ${error ? 'border-danger-700' : 'border-field-border'}${extraClass}`}
          {...control}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };
}

export const TextField = fieldOf('input');
export const TextAreaField = fieldOf('textarea', ' resize-y');
export const SelectField = fieldOf('select');

type CheckboxFieldProps = Omit<FieldBase, 'hint'> &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'>;

export function CheckboxField({
  id,
  label,
  error,
  requiredLabel,
  className,
  ...input
}: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required={Boolean(requiredLabel)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
