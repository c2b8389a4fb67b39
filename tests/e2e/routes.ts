// Every public page with its public addresses, shared by the end-to-end tests.
export const routes = [
  { id: 'home', sv: '/', en: '/en' },
  { id: 'about', sv: '/om-oss', en: '/en/about' },
  { id: 'contact', sv: '/kontakt', en: '/en/contact' },
  { id: 'booking', sv: '/booking', en: '/en/booking' },
  { id: 'faq', sv: '/faq', en: '/en/faq' },
  { id: 'academy', sv: '/academy', en: '/en/academy' },
  { id: 'techsverige', sv: '/techsverige', en: '/en/techsverige' },
  { id: 'salary', sv: '/loneverifiering', en: '/en/salary-verification' },
  { id: 'reference', sv: '/referens', en: '/en/reference', noindex: true },
  { id: 'permit', sv: '/services/tillstandstrassel', en: '/en/services/permit-troubles' },
  { id: 'skills', sv: '/services/kompetensbrist', en: '/en/services/skills-shortage' },
  { id: 'language', sv: '/services/sprakstoppar', en: '/en/services/language-barriers' },
  {
    id: 'relocation',
    sv: '/services/svart-att-fa-folk-pa-plats',
    en: '/en/services/hard-to-get-people-in-place',
  },
  { id: 'privacy', sv: '/integritetspolicy', en: '/en/privacy-policy' },
] as const;

export const locales = ['sv', 'en'] as const;
