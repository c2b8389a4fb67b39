import { Spinner } from '@/components/ui/spinner';

export interface SubmitButtonProps {
  /** The form is being sent: spinner and `busyLabel`, and the button is disabled. */
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Disabled for another reason (e.g. required fields still empty). */
  blocked?: boolean;
  /** Shown under a blocked button and tied to it with aria-describedby. */
  hint?: { id: string; text: string };
  className?: string;
  wrapperClassName?: string;
}

/** A lead form's submit button in its own row, with the sending state and an optional hint. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  blocked = false,
  hint,
  className = 'btn btn-primary w-full sm:w-auto',
  wrapperClassName,
}: SubmitButtonProps) {
  const showHint = blocked && hint;
  return (
    <div className={wrapperClassName}>
      <button
        type="submit"
        className={className}
        disabled={blocked || busy}
        aria-describedby={showHint ? hint.id : undefined}
      >
        {busy ? <Spinner /> : null}
        {busy ? busyLabel : label}
      </button>
      {showHint ? (
        <p id={hint.id} className="mt-2 text-sm text-muted">
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}
