import { HONEYPOT_FIELD } from '@/lib/api/honeypot';

/**
 * The trap field: off-screen and hidden from assistive technology, out of the tab order, so only
 * bots fill it. The server answers a filled one as if the lead were stored, and stores nothing.
 */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
