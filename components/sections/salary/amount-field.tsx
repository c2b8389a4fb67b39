interface Props {
  id: string;
  defaultValue: string;
  label: string;
  hint: string;
  /** Unit shown inside the field ("kr", "SEK", "%"); the label and hint already say it in words. */
  unit: string;
  error?: string;
  /** The salary floor of the case while the typed salary is below it, told where an error would be. */
  floorHint?: string;
  onBlur: () => void;
}

/**
 * A free-text amount: people type "32 000", "32000,50" or "32 000 kr", so no type=number.
 * Uncontrolled (the form reads it on change), so text typed before hydration is kept.
 */
export function AmountField({
  id,
  defaultValue,
  label,
  hint,
  unit,
  error,
  floorHint,
  onBlur,
}: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const floorId = `${id}-floor`;
  const described = [hintId, error ? errorId : null, floorHint ? floorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-muted">
        {hint}
      </p>
      <div className="relative mt-2 max-w-xs">
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onBlur={onBlur}
          className="min-h-11 w-full rounded-lg border border-muted bg-white py-2 pr-14 pl-3 text-base text-ink tabular-nums aria-invalid:border-2 aria-invalid:border-danger-700"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted"
        >
          {unit}
        </span>
      </div>
      {/* One line stays reserved: a message appearing when the field is left must not push the
          control below away from a pointer that is already pressing it. Polite live region, so
          the message is also heard after focus has moved on. */}
      <div aria-live="polite" className="mt-1.5 min-h-5">
        {error ? (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0"
              fill="currentColor"
            >
              <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
            </svg>
            {error}
          </p>
        ) : floorHint ? (
          <p
            id={floorId}
            className="rounded-lg border-l-4 border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
          >
            {floorHint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
