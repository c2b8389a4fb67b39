'use client';

import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

// The WAI-ARIA accordion pattern in about 1 KB: a heading-wrapped button per item with
// aria-expanded/aria-controls, a region labelled by it, and Home/End/arrow keys moving focus
// between the triggers of one accordion (not into a nested one); a library's accordion costs
// the FAQ and academy pages about ten times that in JavaScript for the same behaviour
// (docs/benchmarks.md). Server components compose a root and its items and pass the (already
// translated) text as the trigger and the children.

interface RootState {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
}

const RootContext = createContext<RootState | null>(null);

type RootProps = {
  className?: string;
  children: ReactNode;
} & (
  | { type: 'single'; collapsible?: boolean; defaultValue?: string }
  | { type: 'multiple'; defaultValue?: string[] }
);

const TRIGGER = 'data-accordion-trigger';
const ROOT = 'data-accordion-root';

/** Home, End and the arrow keys move focus between this accordion's own triggers (looping). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute(TRIGGER) || target.closest(`[${ROOT}]`) !== event.currentTarget) return;
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>(`[${TRIGGER}]`),
  ].filter((trigger) => trigger.closest(`[${ROOT}]`) === event.currentTarget);
  const index = triggers.indexOf(target as HTMLButtonElement);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next]?.focus();
}

export function AccordionRoot({ className, children, ...props }: RootProps) {
  const [open, setOpen] = useState<string[]>(() =>
    props.type === 'multiple'
      ? (props.defaultValue ?? [])
      : props.defaultValue
        ? [props.defaultValue]
        : [],
  );
  const state: RootState = {
    isOpen: (value) => open.includes(value),
    toggle: (value) =>
      setOpen((current) => {
        if (props.type === 'multiple') {
          return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
        }
        if (current.includes(value)) return props.collapsible ? [] : current;
        return [value];
      }),
  };
  return (
    <RootContext value={state}>
      <div {...{ [ROOT]: '' }} className={className} onKeyDown={moveFocus}>
        {children}
      </div>
    </RootContext>
  );
}

interface ItemProps {
  value: string;
  /** The heading level wrapping the trigger, so the page outline stays in order. */
  level: 2 | 3 | 4;
  /** What the trigger button shows (the question, the title). */
  trigger: ReactNode;
  className?: string;
  triggerClassName?: string;
  contentClassName?: string;
  /**
   * The content stays in the HTML while closed and is hidden with CSS, so crawlers see every
   * answer, and the server HTML matches the first client render.
   */
  children: ReactNode;
}

export function AccordionItem({
  value,
  level,
  trigger,
  className,
  triggerClassName,
  contentClassName,
  children,
}: ItemProps) {
  const root = use(RootContext);
  if (!root) throw new Error('AccordionItem must be used inside its accordion');
  const id = useId();
  const open = root.isOpen(value);
  const state = open ? 'open' : 'closed';
  const Heading = `h${level}` as const;
  return (
    <div data-state={state} className={className}>
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-trigger`}
          aria-controls={`${id}-content`}
          aria-expanded={open}
          data-state={state}
          {...{ [TRIGGER]: '' }}
          onClick={() => root.toggle(value)}
          className={`group accordion-trigger ${triggerClassName ?? ''}`}
        >
          <span className="min-w-0">{trigger}</span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="icon accordion-chevron"
            strokeWidth="2"
          >
            <path d="M5 7.5l5 5 5-5" />
          </svg>
        </button>
      </Heading>
      <div
        role="region"
        id={`${id}-content`}
        aria-labelledby={`${id}-trigger`}
        data-state={state}
        className={`accordion-content ${contentClassName ?? ''}`}
      >
        {children}
      </div>
    </div>
  );
}
