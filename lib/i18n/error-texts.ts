// The texts of the error pages (app/[locale]/error.tsx, app/admin/error.tsx). They are client
// components outside any NextIntlClientProvider, and importing messages/*.json would add every
// text of the site to each page's JavaScript, so they carry their few texts themselves: copies
// of messages/*.json's `ErrorPage` and `Admin.error`, kept equal by tests/unit/error-pages.test.tsx.

export const publicErrorTexts = {
  sv: {
    heading: 'Något gick fel',
    body: 'Ett tekniskt fel hindrade sidan från att visas. Försök igen om en stund, eller gå till startsidan.',
    home: 'Till startsidan',
  },
  en: {
    heading: 'Something went wrong',
    body: 'A technical fault stopped this page from loading. Please try again in a moment, or go to the home page.',
    home: 'Go to the home page',
  },
} as const;

export const adminErrorTexts = {
  sv: {
    title: 'Något gick fel',
    text: 'Sidan kunde inte visas. Ange felkoden om ni rapporterar felet, så hittar vi orsaken i loggen.',
    digest: 'Felkod',
    back: 'Till inkorgen',
  },
  en: {
    title: 'Something went wrong',
    text: 'The page could not be shown. Quote the error code when you report it, so that we can find the cause in the log.',
    digest: 'Error code',
    back: 'Back to the inbox',
  },
} as const;
