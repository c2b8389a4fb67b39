import { item, type Category, type CategoryKey, type Tables } from '@/lib/privacy/types';

// What the shared rate limit keeps (./rate-limit.ts), for the privacy policy
// (lib/privacy/registry.ts): a hash of the client address, never the address.

export const rateLimitTables: Tables = {
  RateLimitWindow: {
    key: item('hashedAddress'),
    points: item('counter'),
    expire: item('counter'),
  },
};

export const rateLimitCategories = {
  rateLimit: {
    items: ['hashedAddress', 'counter'],
    bases: ['legitimateInterest'],
    recipients: ['database', 'hosting'],
    retention: ['rateLimit'],
  },
} as const satisfies Partial<Record<CategoryKey, Category>>;
