import type { Locale } from 'next-intl';
import { env } from './env';
import { providerOf, providerNamed } from './providers';

const bookingUrl = {
  sv: env.BOOKING_URL_SV ?? 'https://calendly.com/talentbridge/radgivning',
  en: env.BOOKING_URL_EN ?? 'https://calendly.com/talentbridge/consultation',
};
// The default chat provider (tawk.to) and the hosts its widget uses besides the embed script, as
// the provider publishes them: its API, WebSocket, style and image hosts. Written out here, never
// derived from the script's hostname; a custom CHAT_SCRIPT_URL gets only CHAT_ORIGINS.
const DEFAULT_CHAT_SCRIPT_URL = 'https://embed.tawk.to';
const DEFAULT_CHAT_ORIGINS = ['https://*.tawk.to', 'wss://*.tawk.to'];
const chatScriptUrl = env.CHAT_SCRIPT_URL ?? DEFAULT_CHAT_SCRIPT_URL;

// The company as the law asks a website to name it (e-handelslagen 2002:562, 8 §): from the
// environment, required and checked in production (lib/env.ts). Without it (development, tests)
// an obviously invented company, so a build that forgot the settings cannot pass for real.
const DEVELOPMENT_COMPANY = {
  legalName: 'Exempelföretaget AB (utvecklingsdata)',
  organisationNumber: '000000-0000',
  registeredOffice: 'Exempelstad',
  streetAddress: 'Exempelgatan 1',
  postalCode: '000 00',
  locality: 'Exempelstad',
  phone: '+46 00 000 00 00',
  email: 'info@example.com',
} as const;

const company = {
  legalName: env.SITE_LEGAL_NAME ?? DEVELOPMENT_COMPANY.legalName,
  organisationNumber: env.SITE_ORG_NUMBER ?? DEVELOPMENT_COMPANY.organisationNumber,
  registeredOffice: env.SITE_REGISTERED_OFFICE ?? DEVELOPMENT_COMPANY.registeredOffice,
  phone: env.SITE_PHONE ?? DEVELOPMENT_COMPANY.phone,
  email: env.SITE_EMAIL ?? DEVELOPMENT_COMPANY.email,
};

// Company facts and external addresses in one typed object. External addresses have defaults
// that read naturally; each can be replaced through the environment (see .env.example).
export const site = {
  name: 'Talent Bridge Sweden',
  ...company,
  url: env.SITE_URL.replace(/\/$/, ''),
  foundingYear: 2010,
  staffEmail: env.STAFF_EMAIL,
  address: {
    streetAddress: env.SITE_STREET_ADDRESS ?? DEVELOPMENT_COMPANY.streetAddress,
    postalCode: env.SITE_POSTAL_CODE ?? DEVELOPMENT_COMPANY.postalCode,
    locality: env.SITE_LOCALITY ?? DEVELOPMENT_COMPANY.locality,
    country: 'SE',
  },
  officeHours: {
    timeZone: 'Europe/Stockholm',
    days: 'Mo-Fr',
    opens: '08:00',
    closes: '17:00',
  },
  ceo: {
    name: env.SITE_CEO_NAME ?? 'Maria Lindqvist',
    email: env.SITE_CEO_EMAIL ?? 'maria.lindqvist@talentbridge.se',
    phone: company.phone,
    profileUrl: env.SITE_CEO_PROFILE_URL ?? 'https://www.linkedin.com/in/talentbridge-ceo',
  },
  booking: bookingUrl,
  chat: {
    scriptUrl: chatScriptUrl,
    /** Origins the widget needs besides its script's (lib/security/csp-sources.ts). */
    origins: env.CHAT_ORIGINS ?? (env.CHAT_SCRIPT_URL ? [] : DEFAULT_CHAT_ORIGINS),
    siteId: { sv: env.CHAT_SITE_ID_SV, en: env.CHAT_SITE_ID_EN } as Record<
      Locale,
      string | undefined
    >,
  },
  scorecardUrl: env.SCORECARD_URL ?? 'https://scorecard.talentbridge.se',
  taxGuideUrl:
    env.TAX_GUIDE_URL ??
    'https://www.skatteverket.se/privat/skatter/arbeteochinkomst/skattetabeller',
  cefrUrl:
    'https://www.coe.int/en/web/common-european-framework-reference-languages/table-1-cefr-3.3-common-reference-levels-global-scale',
  // Who runs what the site uses outside its own code, named in the privacy policy. Chat, booking
  // and scorecard follow their configured addresses; hosting and database are set per deployment,
  // with the country they run in when it is not the provider's home (an EU region).
  providers: {
    email: providerNamed('Resend'),
    hosting: providerNamed(env.HOSTING_PROVIDER ?? 'Vercel', env.HOSTING_PROVIDER_COUNTRY),
    database: providerNamed(env.DATABASE_PROVIDER ?? 'Neon', env.DATABASE_PROVIDER_COUNTRY),
    chat: providerOf(chatScriptUrl),
    booking: providerOf(bookingUrl.sv),
    scorecard: providerNamed(env.SCORECARD_PROVIDER ?? 'ScoreApp'),
  },
  memberships: [
    { id: 'eures', name: 'EURES', url: 'https://eures.europa.eu', logo: '/logos/eures.svg' },
    { id: 'eura', name: 'EuRA', url: 'https://www.eura-relocation.com', logo: '/logos/eura.svg' },
  ],
  social: {
    linkedin: 'https://www.linkedin.com/company/talentbridge-sweden',
  },
} as const;

export type Site = typeof site;

/** A phone number as written, as a `tel:` link (only its + and digits). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
