import { adminCategories, adminTables } from '@/lib/admin/personal-data';
import { ADMIN_LANG_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/admin/constants';
import { rateLimitCategories, rateLimitTables } from '@/lib/api/personal-data';
import { CONTACT_PREFILL_KEY } from '@/lib/contact-prefill';
import { emailCategories, emailTables } from '@/lib/email/personal-data';
import { insightCategories, insightTables } from '@/lib/insights/personal-data';
import { leadCategories, leadTables } from '@/lib/leads/personal-data';
import { site } from '@/lib/site';
import { none, type BrowserStorage, type Category, type CategoryKey, type Tables } from './types';

// Everything the privacy policy says the site keeps, gathered from the modules that keep it.
// The policy page renders its sections 2, 3 and 7 from this (components/sections/privacy/).

/** The chat is described only where the running configuration offers it (a site ID is set). */
export const chatOffered = Boolean(site.chat.siteId.sv || site.chat.siteId.en);

const content = none('site content or a setting: nothing about a person');

/** Every model of prisma/schema.prisma, field by field. */
export const tables: Tables = {
  ...leadTables,
  ...emailTables,
  ...rateLimitTables,
  ...adminTables,
  ...insightTables,
  ...Object.fromEntries(
    Object.entries({
      SalaryMedian: [
        'id',
        'validFrom',
        'amount',
        'publishedMonth',
        'source',
        'createdAt',
        'updatedAt',
      ],
      SalaryPercentageRule: [
        'id',
        'situation',
        'firstDay',
        'lastDay',
        'percentage',
        'source',
        'createdAt',
        'updatedAt',
      ],
      SalaryLivingCosts: [
        'id',
        'validFrom',
        'singleAdult',
        'couple',
        'children0to6',
        'children7to10',
        'children11to14',
        'children15to17',
        'source',
        'createdAt',
        'updatedAt',
      ],
      SalaryRuleAlert: ['kind', 'subject', 'createdAt'],
      FaqCategory: [
        'id',
        'key',
        'titleSv',
        'titleEn',
        'sortOrder',
        'editedAt',
        'createdAt',
        'updatedAt',
      ],
      Faq: [
        'id',
        'categoryKey',
        'questionSv',
        'questionEn',
        'answerSv',
        'answerEn',
        'sortOrder',
        'isPublished',
        'editedAt',
        'createdAt',
        'updatedAt',
      ],
      FaqDeletion: ['kind', 'id', 'deletedAt'],
      AppSecret: ['name', 'value', 'createdAt'],
    }).map(([model, fields]) => [model, Object.fromEntries(fields.map((f) => [f, content]))]),
  ),
};

/** Every category; the policy lists them in the order of PrivacyPage.categories (messages/). */
export const categories: Record<CategoryKey, Category> = {
  ...leadCategories,
  ...adminCategories,
  ...emailCategories,
  ...rateLimitCategories,
  ...insightCategories,
  // What the visitor can start that a provider then keeps (lib/site.ts names who).
  chat: {
    items: ['chatContent', 'ipAddress', 'providerStorage'],
    bases: ['legitimateInterest', 'contract'],
    recipients: ['chat'],
    retention: ['chat'],
    offered: chatOffered,
  },
  booking: {
    items: ['bookingDetails', 'ipAddress', 'providerCookies'],
    bases: ['contract', 'legitimateInterest'],
    recipients: ['booking', 'staff'],
    retention: ['booking'],
  },
  scorecard: {
    items: ['scorecardAnswers'],
    bases: ['contract', 'legitimateInterest'],
    recipients: ['scorecard', 'staff'],
    retention: ['scorecard'],
  },
  hostingLogs: {
    items: ['ipAddress', 'requestLog'],
    bases: ['legitimateInterest'],
    recipients: ['hosting'],
    retention: ['hostingLogs'],
  },
};

/** What the site itself writes into a browser (components/chat, components/sections/about,
 * lib/contact-prefill.ts, the back office's cookies of lib/admin/constants.ts). */
export const browserStorage: readonly BrowserStorage[] = [
  // components/chat/chat-button.tsx (CHAT_STARTED_KEY)
  { name: 'chat-started', where: 'sessionStorage', entry: 'chatStarted', offered: chatOffered },
  // components/sections/about/effects-canvas.tsx (SHOW_PAUSED_KEY)
  { name: 'about-show-paused', where: 'sessionStorage', entry: 'showPaused' },
  { name: CONTACT_PREFILL_KEY, where: 'sessionStorage', entry: 'contactPrefill' },
  { name: SESSION_COOKIE, where: 'cookie', entry: 'staffSession' },
  { name: SECURE_SESSION_COOKIE, where: 'cookie', entry: 'staffSession' },
  { name: ADMIN_LANG_COOKIE, where: 'cookie', entry: 'staffLanguage' },
];

/** The supervisory authority the policy links to (section 9). */
export const IMY_URL = 'https://www.imy.se';

/** The other sites a page can load from (only when asked) or link to, by what they are for. */
export const thirdParties = {
  chat: chatOffered ? [site.chat.scriptUrl, ...site.chat.origins] : [],
  booking: Object.values(site.booking),
  links: [
    site.scorecardUrl,
    site.taxGuideUrl,
    site.cefrUrl,
    site.social.linkedin,
    site.ceo.profileUrl,
    ...site.memberships.map((membership) => membership.url),
    IMY_URL,
  ],
} as const;

/** The host names of `urls`, each once, as the policy prints them. */
export const hostsOf = (urls: readonly string[]): string[] => [
  ...new Set(urls.map((url) => new URL(url).host)),
];
