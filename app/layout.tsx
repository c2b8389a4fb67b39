import type { ReactNode } from 'react';

// The <html> element lives in app/[locale]/layout.tsx so that `lang` follows the URL. No
// stylesheet here: Next writes the root layout's CSS into every page's payload a second time for
// the global-error boundary (vercel/next.js#98110), so each layout with an <html> imports its
// stylesheet itself: app/site.css (app/[locale], app/global-not-found.tsx) or app/admin/admin.css.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
