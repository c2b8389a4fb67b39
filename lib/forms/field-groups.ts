import { fieldNames, type FormFields } from './fields';

// The forms whose fields sit in groups under headings (academy, reference) render them from
// here; a module of its own, so the other forms' pages do not load it.

/** The fields of one group, or of none (`undefined`), in display order. */
export function groupFields<Fields extends FormFields>(
  fields: Fields,
  group: string | undefined,
): (keyof Fields & string)[] {
  return fieldNames(fields).filter((name) => fields[name]?.group === group);
}

/** The groups' heading keys in display order. */
export function groupNames(fields: FormFields): string[] {
  const groups = Object.values(fields).flatMap((field) => (field.group ? [field.group] : []));
  return [...new Set(groups)];
}
