import * as z from 'zod/mini';
import { contactMessageSchema } from './contact';
import { referenceMessageSchema } from './reference';
import { techsverigeMessageSchema } from './techsverige';

// A body without `type` is a plain contact message (the original contact form sent none).
function withDefaultType(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && !('type' in body)) {
    return { ...body, type: 'contact' };
  }
  return body;
}

/** The body of POST /api/send-contact-email, discriminated on `type`. */
export const sendContactEmailSchema = z.pipe(
  z.transform(withDefaultType),
  z.discriminatedUnion(
    'type',
    [contactMessageSchema, techsverigeMessageSchema, referenceMessageSchema],
    {
      error: 'invalid',
    },
  ),
);

export type SendContactEmailRequest = z.output<typeof sendContactEmailSchema>;
