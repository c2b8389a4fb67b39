// The texts of the public error page (app/[locale]/error.tsx). It is a client component outside
// any NextIntlClientProvider, and importing messages/*.json would add every text of the site to
// each page's JavaScript, so it carries its few texts itself: a copy of messages/*.json's
// `ErrorPage`, kept equal by tests/unit/components/error-pages.test.tsx. (The back office's:
// lib/admin/error-texts.ts, so that no content page loads them.)

export const publicErrorTexts = {
  sv: {
    heading: 'Något gick fel',
    body: 'Ett tekniskt fel hindrade sidan från att visas. Försök igen om en stund, eller gå till startsidan.',
    home: 'Till startsidan',
  },
  en: {
    heading: 'Something went wrong',
    body: 'A technical fault stopped this page from loading. Please try again in a moment, or go to the homepage.',
    home: 'Go to the homepage',
  },
} as const;
