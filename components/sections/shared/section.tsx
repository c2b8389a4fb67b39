import type { ReactNode } from 'react';

const tones = {
  canvas: 'bg-canvas',
  white: 'bg-surface',
  brand: 'bg-brand-50',
  none: '',
} as const;

// The home page's sections breathe more and carry larger headings than the subpages', and their
// content sets its own distance from the intro. They all follow the full-screen hero, so the
// browser lays them out only when they come near (render-when-near, app/globals.css).
const sizes = {
  page: { frame: 'py-14 sm:py-20', heading: 'text-2xl sm:text-3xl', body: 'mt-10' },
  home: {
    frame: 'render-when-near py-16 sm:py-24',
    heading: 'text-3xl sm:text-4xl',
    body: undefined,
  },
} as const;

interface Props {
  /** Anchor id; the heading gets `${id}-heading` and labels the section. */
  id: string;
  heading: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  /** A single column as wide as a form (max-w-3xl) instead of the page's width. */
  narrow?: boolean;
  /** Extra classes on the section (e.g. a scroll margin). */
  className?: string;
  /** -1 for a section that takes focus after an in-page link scrolls to it. */
  tabIndex?: number;
  children?: ReactNode;
}

/** A page section with an h2 and an optional intro, labelled by its heading. */
export function Section({
  id,
  heading,
  intro,
  tone = 'canvas',
  size = 'page',
  narrow = false,
  className,
  tabIndex,
  children,
}: Props) {
  const { frame, heading: headingSize, body } = sizes[size];
  const classes = [tones[tone], frame, className].filter(Boolean).join(' ');
  return (
    <section id={id} aria-labelledby={`${id}-heading`} tabIndex={tabIndex} className={classes}>
      <div className={narrow ? 'container-page max-w-3xl' : 'container-page'}>
        <h2
          id={`${id}-heading`}
          className={`${narrow || size === 'home' ? '' : 'max-w-3xl '}${headingSize} font-bold text-brand-900`}
        >
          {heading}
        </h2>
        {intro ? (
          <p className={`mt-3 ${narrow ? '' : 'max-w-2xl '}text-lg text-muted`}>{intro}</p>
        ) : null}
        {children && body ? <div className={body}>{children}</div> : children}
      </div>
    </section>
  );
}
