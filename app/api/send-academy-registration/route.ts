import { createLeadRoute, postOnly } from '@/lib/api/lead-route';
import { triggerDelivery } from '@/lib/email/trigger';
import { registerForAcademy } from '@/lib/leads/academy';
import { academyRegistrationSchema } from '@/lib/validation/academy';

export const POST = createLeadRoute({
  route: 'send-academy-registration',
  schema: academyRegistrationSchema,
  store: registerForAcademy,
  afterStored: triggerDelivery,
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = postOnly;
