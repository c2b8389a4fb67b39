import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

interface Props {
  /** The heading gets `${id}-heading` and labels the section. */
  id: string;
  icon: IconName;
  heading: string;
  text: string;
  /** The call to action: beside the text on a card, below it on a band. */
  children: ReactNode;
}

const cardTones = {
  plain: { card: '', icon: 'bg-brand-50 text-brand-700' },
  warning: { card: 'border-accent-400 bg-warning-50 ', icon: 'bg-accent-400 text-ink' },
};

/**
 * A short pointer between a page's sections: a card with an icon, a heading, one sentence and a
 * link beside them (the salary teaser, "Prefer a call?").
 */
export function CalloutCard({
  id,
  icon,
  heading,
  text,
  tone,
  spacing,
  children,
}: Props & { tone: keyof typeof cardTones; spacing: string }) {
  const colours = cardTones[tone];
  return (
    <section aria-labelledby={`${id}-heading`} className={`bg-canvas ${spacing}`}>
      <div className="container-page">
        <div
          className={`card flex flex-col gap-6 ${colours.card}sm:flex-row sm:items-center sm:justify-between`}
        >
          <div className="flex gap-4">
            <span
              className={`hidden size-12 shrink-0 items-center justify-center rounded-xl ${colours.icon} sm:inline-flex`}
            >
              <Icon name={icon} />
            </span>
            <div>
              <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
                {heading}
              </h2>
              <p className="mt-1 text-muted">{text}</p>
            </div>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * A full-width offer band: a large icon, a heading, one sentence and its calls to action, below
 * the text or (`aside`) in a column of their own (group licenses, Right to Work).
 */
export function CalloutBand({
  id,
  icon,
  heading,
  text,
  aside = false,
  children,
}: Props & { aside?: boolean }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-50 py-14 sm:py-20">
      <div
        className={`container-page grid items-center gap-8 ${aside ? 'md:grid-cols-[auto_1fr_auto]' : 'md:grid-cols-[auto_1fr]'}`}
      >
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <Icon name={icon} className="size-8" />
        </span>
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{text}</p>
          {aside ? null : children}
        </div>
        {aside ? children : null}
      </div>
    </section>
  );
}
