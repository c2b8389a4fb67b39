import { defineRouting } from 'next-intl/routing';

// Swedish lives at the root, English under /en. The language follows the URL only: no
// Accept-Language detection and no cookie, so `/` is always Swedish.
export const routing = defineRouting({
  locales: ['sv', 'en'],
  defaultLocale: 'sv',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/about': { sv: '/om-oss', en: '/about' },
    '/contact': { sv: '/kontakt', en: '/contact' },
    '/booking': '/booking',
    '/faq': '/faq',
    '/academy': '/academy',
    '/techsverige': '/techsverige',
    '/salary-verification': { sv: '/loneverifiering', en: '/salary-verification' },
    '/reference': { sv: '/referens', en: '/reference' },
    '/privacy-policy': { sv: '/integritetspolicy', en: '/privacy-policy' },
    // Where newsletter links land: confirmed, invalid link, unsubscribe (not indexed).
    '/newsletter': { sv: '/nyhetsbrev', en: '/newsletter' },
    '/services/permit-troubles': {
      sv: '/services/tillstandstrassel',
      en: '/services/permit-troubles',
    },
    '/services/skills-shortage': {
      sv: '/services/kompetensbrist',
      en: '/services/skills-shortage',
    },
    '/services/language-barriers': {
      sv: '/services/sprakstoppar',
      en: '/services/language-barriers',
    },
    '/services/hard-to-get-people-in-place': {
      sv: '/services/svart-att-fa-folk-pa-plats',
      en: '/services/hard-to-get-people-in-place',
    },
  },
});

export type AppPathname = keyof typeof routing.pathnames;

export const appPathnames = Object.keys(routing.pathnames) as AppPathname[];
