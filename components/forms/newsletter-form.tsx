import { consentLabel, formText } from './form-text';
import { NewsletterFormClient } from './newsletter-form-client';

/** The newsletter signup (double opt-in), with its texts in the page's language. */
export async function NewsletterForm() {
  const [text, consent] = await Promise.all([formText('NewsletterForm'), consentLabel('newsletter')]);
  return <NewsletterFormClient text={text} consentLabel={consent} />;
}
