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

// The look every control shares is the `field-control` class in globals.css: one short name
// instead of a 200-character list on each of a form's controls in the page's HTML.
const controlClass = 'field-control';

function borderClass(error?: string): string {
  return error ? 'border-danger-700' : 'border-field-border';
}

function describedBy(id: string, hint: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

function Label({ id, label, requiredLabel }: Pick<FieldBase, 'id' | 'label' | 'requiredLabel'>) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-ink">
      {label}
      {requiredLabel ? (
        <span className="ml-1 font-normal text-muted">
          <span aria-hidden="true">*</span>
          <span className="sr-only">({requiredLabel})</span>
        </span>
      ) : null}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
      {hint}
    </p>
  );
}

/** Label, hint, the control, its error: the frame every field but the checkbox shares. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  requiredLabel,
  className,
  children,
}: FieldBase & { children: ReactNode }) {
  return (
    <div className={className}>
      <Label id={id} label={label} requiredLabel={requiredLabel} />
      <Hint id={id} hint={hint} />
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The attributes that tie a control to its label, hint and error. */
function controlProps({ id, hint, error, requiredLabel }: FieldBase) {
  return {
    id,
    required: Boolean(requiredLabel),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: `${controlClass} ${borderClass(error)}`,
  } as const;
}

type Control = 'input' | 'textarea' | 'select';

/** A framed field around one kind of control; `extraClass` is added to the control's look. */
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
    const field = { id, label, error, hint, requiredLabel, className };
    const props = controlProps(field);
    return (
      <FieldFrame {...field}>
        <Element {...props} className={props.className + extraClass} {...control} />
      </FieldFrame>
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
