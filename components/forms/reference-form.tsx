import { site } from '@/lib/site';
import { ReferenceFormClient } from './reference-form-client';

/** The reference form; the CEO's contact details for its thank-you view come from lib/site. */
export function ReferenceForm() {
  const { name, email, phone } = site.ceo;
  return <ReferenceFormClient ceo={{ name, email, phone }} />;
}
