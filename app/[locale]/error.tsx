'use client';

import { useParams } from 'next/navigation';
import { publicErrorTexts } from '@/lib/i18n/error-texts';

// What a visitor sees when a page fails on the server or in the browser: a calm message in the
// page's language and a way home (a full page load, which starts afresh). The server has logged
// the error with its digest (instrumentation.ts, onRequestError). Kept tiny: every content page
// loads it.
export default function PageError() {
  const en = useParams<{ locale?: string }>()?.locale === 'en';
  const t = publicErrorTexts[en ? 'en' : 'sv'];
  return (
    <section className="container-page flex flex-col items-start gap-4 py-24">
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <p className="text-muted">{t.body}</p>
      <a href={en ? '/en' : '/'} className="btn btn-primary">
        {t.home}
      </a>
    </section>
  );
}
