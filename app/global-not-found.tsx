import type { Metadata } from 'next';
import { inter } from '@/app/fonts';
import '@/app/site.css';

export const metadata: Metadata = { title: 'Sidan hittades inte', robots: { index: false } };

// Paths outside the localized routing (e.g. a missing file such as /x.php) end up here.
export default function GlobalNotFound() {
  return (
    <html lang="sv" className={inter.variable}>
      <body className="font-sans">
        <main className="container-page flex flex-col items-start gap-4 py-24">
          <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
            404
          </p>
          <h1 className="text-3xl font-bold">Hoppsan! Sidan hittades inte</h1>
          <p lang="en">Oops! Page not found</p>
          {/* A full page load: this page lives outside the localized layout. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="btn btn-primary">
            Till startsidan
          </a>
        </main>
      </body>
    </html>
  );
}
