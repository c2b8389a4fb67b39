import { createLeadRoute, postOnly } from '@/lib/api/lead-route';
import { triggerDelivery } from '@/lib/email/trigger';
import { subscribeToNewsletter } from '@/lib/leads/newsletter';
import { newsletterSignupSchema } from '@/lib/validation/newsletter';

// Idempotent per address: a repeat is answered exactly like the first signup.
export const POST = createLeadRoute({
  route: 'newsletter-signup',
  schema: newsletterSignupSchema,
  store: subscribeToNewsletter,
  afterStored: triggerDelivery,
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = postOnly;
