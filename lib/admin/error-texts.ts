// The texts of the back office's error page (app/admin/error.tsx), a client component outside any
// NextIntlClientProvider: a copy of messages/*.json's `Admin.error`, kept equal by
// tests/unit/components/error-pages.test.tsx.

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
