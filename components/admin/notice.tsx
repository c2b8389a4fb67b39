import type { ReactNode } from 'react';

/** A status message after a redirect (sent, saved, refused...), announced to screen readers. */
export function AdminNotice({ tone, children }: { tone: 'info' | 'error'; children: ReactNode }) {
  return (
    <div className="mt-4">
      <p
        role={tone === 'error' ? 'alert' : 'status'}
        className={
          tone === 'error'
            ? 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900'
            : 'rounded-md border border-brand-600 bg-brand-50 px-4 py-3 text-brand-900'
        }
      >
        {children}
      </p>
    </div>
  );
}
