import type { ReactNode } from 'react';

interface Props {
  id: string;
  heading: string;
  text: string;
  /** The call-to-action links or buttons. */
  children: ReactNode;
}

/** The closing call to action of a page: a dark panel with white text (contrast > 10:1). */
export function CtaBand({ id, heading, text, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-canvas py-14 sm:py-20">
      <div className="container-page">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-12 sm:py-14">
          <h2 id={`${id}-heading`} className="max-w-2xl text-2xl font-bold sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
