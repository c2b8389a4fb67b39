import type { Locale } from 'next-intl';
import type { ContactFormValues, ContactMessageBody } from './contact';

/** The request body for the form's values; `dialCode` is the country's calling code ("46"). */
export function toContactRequest(
  values: ContactFormValues,
  dialCode: string,
  language: Locale,
): ContactMessageBody {
  return {
    type: 'contact',
    name: values.name,
    email: values.email,
    company: values.company,
    phone: `+${dialCode.replace(/^\+/, '')} ${values.phoneNumber}`,
    service: values.service,
    message: values.message,
    language,
    gdprConsent: true,
  };
}
