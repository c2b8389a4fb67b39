import type { ReactNode } from 'react';

const tones = {
  canvas: 'bg-canvas',
  white: 'bg-surface',
  brand: 'bg-brand-50',
} as const;

interface Props {
  /** Anchor id; the heading gets `${id}-heading` and labels the section. */
  id: string;
  heading: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  children?: ReactNode;
}

/** A page section with an h2 and an optional intro, labelled by its heading. */
export function Section({ id, heading, intro, tone = 'canvas', children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${tones[tone]} py-14 sm:py-20`}>
      <div className="container-page">
        <h2 id={`${id}-heading`} className="max-w-3xl text-2xl font-bold text-brand-900 sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p> : null}
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
