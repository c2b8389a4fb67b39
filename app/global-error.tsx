'use client';

// Shown only when the locale layout itself fails in the browser. Our own small page instead of
// Next's built-in one: that one is English only, styled by a stylesheet in its script, and its
// chunk (3.4 KiB compressed) was part of every page's JavaScript at load (docs/benchmarks.md §7).
// Both languages, since the failing layout is what knows the page's language.
export default function GlobalError() {
  return (
    <html lang="sv">
      <body className="font-sans">
        <main className="container-page flex flex-col items-start gap-4 py-24">
          <h1 className="text-3xl font-bold">Något gick fel</h1>
          <p lang="en">Something went wrong</p>
          {/* A full page load: the app's own navigation is what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="btn btn-primary">
            Till startsidan
          </a>
        </main>
      </body>
    </html>
  );
}
