import type { ReactNode } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { FieldSpec } from '@/lib/forms/fields';

/** What a form knows of one field at this moment (useLeadForm's `view`). */
export interface FieldView {
  id: string;
  name: string;
  label: ReactNode;
  requiredLabel?: string;
  error?: string;
  defaultValue: string;
  defaultChecked: boolean;
}

/** Where and how big the field is on this form: presentation only, never its rules. */
export interface FieldLayout {
  className?: string;
  rows?: number;
  hint?: ReactNode;
  placeholder?: string;
  style?: { minHeight: number };
  /** A select's options (a select only). */
  options?: ReactNode;
}

/**
 * One field of a lead form as its description (lib/forms/fields.ts) says: a text input, a
 * text area, a select or a checkbox with its label, required mark, error and what was typed
 * before.
 */
export function DescribedField({
  spec,
  view,
  layout,
}: {
  spec: FieldSpec;
  view: FieldView;
  layout?: FieldLayout;
}) {
  const { defaultValue, defaultChecked, ...field } = view;
  if (spec.control === 'checkbox') {
    return (
      <CheckboxField {...field} className={layout?.className} defaultChecked={defaultChecked} />
    );
  }
  if (spec.control === 'select') {
    return (
      <SelectField {...field} className={layout?.className} defaultValue={defaultValue}>
        {layout?.options}
      </SelectField>
    );
  }
  if (spec.control === 'textarea') {
    return <TextAreaField {...field} {...layout} defaultValue={defaultValue} />;
  }
  return (
    <TextField
      {...field}
      type={spec.type}
      {...layout}
      autoComplete={spec.autoComplete}
      defaultValue={defaultValue}
    />
  );
}

/** A label from the form's messages by its key; the key itself if the messages lack it. */
export function labelOf(messages: object, key: string): string {
  const value: unknown = (messages as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : key;
}
