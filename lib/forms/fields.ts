// Each lead form's fields are described once, in ./<form>-fields.ts: their names in display
// order, how each is entered, the message key of its label (in the form's namespace) and the
// group it sits in. The rules (required, limits, message keys of errors) are the form's zod
// schema in lib/validation, the same one browser and server check with; `satisfies
// Described<schema>` makes tsc refuse a description whose names differ from its schema's. Free
// of zod: the forms render from them before any validation code is loaded. Used by the client
// leaves (components/forms), the Server Actions (./definitions.ts: which fields to read, which
// are checkboxes) and the back office (./stored-fields.ts: the label of a stored column).

export interface FieldSpec {
  /** How it is entered; `phone` is one of the two controls of the contact form's phone number. */
  control?: 'input' | 'textarea' | 'select' | 'checkbox' | 'phone';
  /** The input's type (text by default). */
  type?: 'email' | 'tel';
  autoComplete?: string;
  /** The label's message key in the form's namespace, when it is not the field's name. */
  label?: string;
  /** The message key of the heading of the group the field sits in. */
  group?: string;
  /** Not required (the schema has a default): no `required`, no required mark. */
  optional?: true;
  /** The column of the stored lead it fills, when it is not named like the field. */
  column?: string;
}

/** A description with exactly the fields of the form's schema. */
export type Described<Schema extends { shape: object }> = Record<keyof Schema['shape'], FieldSpec>;

export type FormFields = Readonly<Record<string, FieldSpec>>;

/** The fields' names in display order. */
export function fieldNames<Fields extends FormFields>(fields: Fields): (keyof Fields & string)[] {
  return Object.keys(fields);
}

/** The fields sent as checkboxes: present (ticked) or absent. */
export function checkboxNames(fields: FormFields): string[] {
  return Object.keys(fields).filter((name) => fields[name]?.control === 'checkbox');
}
