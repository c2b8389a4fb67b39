import { consentLabel, formText } from './form-text';
import { ReferenceFormClient } from './reference-form-client';

/** The reference form with its texts in the page's language. */
export async function ReferenceForm() {
  const [text, consent] = await Promise.all([formText('ReferenceForm'), consentLabel('reference')]);
  return <ReferenceFormClient text={text} consentLabel={consent} />;
}
