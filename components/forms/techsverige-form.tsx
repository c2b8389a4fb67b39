import { formText } from './form-text';
import { TechsverigeFormClient } from './techsverige-form-client';

/** The tech-association form with its texts in the page's language. */
export async function TechsverigeForm() {
  return <TechsverigeFormClient text={await formText('TechsverigeForm')} />;
}
