import type { ReactNode } from 'react';

interface Props {
  heading: string;
  text: string;
  /** The contact link. */
  action: ReactNode;
}

/** Shown when the FAQ has no categories at all: content is on its way, contact us meanwhile. */
export function FaqEmptyState({ heading, text, action }: Props) {
  return (
    <div className="card mx-auto max-w-2xl text-center">
      <h2 className="text-xl font-bold text-brand-900">{heading}</h2>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}
