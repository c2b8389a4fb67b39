import { createLeadRoute, postOnly } from '@/lib/api/lead-route';
import { triggerDelivery } from '@/lib/email/trigger';
import { storeContactMessage } from '@/lib/leads/contact';
import { sendContactEmailSchema } from '@/lib/validation/send-contact-email';

// Contact form, tech-association form and reference form, discriminated on `type`.
export const POST = createLeadRoute({
  route: 'send-contact-email',
  schema: sendContactEmailSchema,
  store: storeContactMessage,
  afterStored: triggerDelivery,
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = postOnly;
