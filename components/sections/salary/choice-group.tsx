interface Choice<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  name: string;
  legend: string;
  /** Visual weight of the legend: a section title or a field label. */
  legendStyle: 'section' | 'field';
  choices: readonly Choice<T>[];
  /** The option checked in the first render, if any; afterwards the form reads the checked one. */
  defaultValue?: T;
  required?: boolean;
  /** A sentence under the legend that helps choose (the group's description). */
  hint?: string;
}

const legendStyles = {
  section: 'text-lg font-bold text-brand-900',
  field: 'font-semibold text-ink',
};

/** A radio group in a fieldset; each option is a 44 px tall pill that is clickable as a whole. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  legendStyle,
  choices,
  defaultValue,
  required,
  hint,
}: Props<T>) {
  const hintId = `${name}-hint`;
  return (
    <fieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className={legendStyles[legendStyle]}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 min-w-24 cursor-pointer items-center gap-2.5 rounded-lg border border-line bg-white px-4 py-2 text-ink transition-colors hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={choice.value === defaultValue}
              className="size-5 shrink-0 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
