import { item, none, ROW, type Category, type CategoryKey, type Tables } from '@/lib/privacy/types';

// What the page-view counting keeps (this folder), for the privacy policy
// (lib/privacy/registry.ts): sums per day, nothing per visitor.

export const insightTables: Tables = {
  PageViewCount: {
    day: item('pageViewCounts'),
    page: item('pageViewCounts'),
    language: item('pageViewCounts'),
    referrerHost: item('pageViewCounts'),
    utmSource: item('pageViewCounts'),
    utmMedium: item('pageViewCounts'),
    utmCampaign: item('pageViewCounts'),
    device: item('pageViewCounts'),
    views: item('pageViewCounts'),
  },
  CampaignValue: {
    value: none('a campaign name staff put on the list'),
    createdAt: ROW,
  },
};

export const insightCategories = {
  pageViews: {
    items: ['pageViewCounts'],
    bases: [],
    recipients: ['staff', 'database', 'hosting'],
    retention: ['pageViews'],
    personal: false,
  },
} as const satisfies Partial<Record<CategoryKey, Category>>;
