import { MAX_CHILDREN_PER_BAND } from '@/lib/salary/calculate';
import { isSituation } from '@/lib/salary/rules';
import type { ChildBand, SalaryFormValues } from './salary-form';

/** The `name` of each control, scoped by the calculator's useId so two instances never clash. */
export function fieldNames(scope: string) {
  return {
    situation: `${scope}-situation`,
    applicationDate: `${scope}-date`,
    salary: `${scope}-salary`,
    taxType: `${scope}-tax-type`,
    taxValue: `${scope}-tax`,
    spouse: `${scope}-spouse`,
    child: (band: ChildBand) => `${scope}-${band}`,
  };
}
export type FieldNames = ReturnType<typeof fieldNames>;

/** The hidden field that names the scope of the other fields' names (for the server). */
export const SCOPE_FIELD = 'scope';

const clampCount = (value: number) =>
  Number.isInteger(value) ? Math.min(Math.max(value, 0), MAX_CHILDREN_PER_BAND) : 0;

/** The form's values, given how to read one control's value by its name ('' when none). */
function valuesOf(names: FieldNames, read: (name: string) => string): SalaryFormValues {
  const spouse = read(names.spouse);
  const situation = read(names.situation);
  const count = (band: ChildBand) => clampCount(Number(read(names.child(band)) || 0));
  return {
    situation: isSituation(situation) ? situation : 'first_permit',
    applicationDate: read(names.applicationDate),
    salary: read(names.salary),
    taxType: read(names.taxType) === 'percentage' ? 'percentage' : 'amount',
    taxValue: read(names.taxValue),
    spouse: spouse === 'yes' || spouse === 'no' ? spouse : null,
    children: {
      age0to6: count('age0to6'),
      age7to10: count('age7to10'),
      age11to14: count('age11to14'),
      age15to18: count('age15to18'),
    },
  };
}

/**
 * The values of a submission the server received (the form posted without JavaScript): the
 * same reading as readFormValues, from FormData, with text capped at 100 characters.
 */
export function valuesFromFormData(formData: FormData): SalaryFormValues {
  const scope = formData.get(SCOPE_FIELD);
  return valuesOf(fieldNames(typeof scope === 'string' ? scope.slice(0, 100) : ''), (name) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value.slice(0, 100) : '';
  });
}

/**
 * The form's current values, read from the DOM. The fields are uncontrolled, so whatever a
 * visitor typed or chose before hydration stays on screen, and the state picks it up here.
 */
export function readFormValues(form: HTMLFormElement, names: FieldNames): SalaryFormValues {
  return valuesOf(names, (name) => {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) return field.value;
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      return field.checked ? field.value : '';
    }
    return field instanceof HTMLInputElement || field instanceof HTMLSelectElement
      ? field.value
      : '';
  });
}
