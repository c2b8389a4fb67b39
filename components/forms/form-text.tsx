import 'server-only';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/link';

// The forms are client components without next-intl in the browser: the pages hand
// them ready texts in the page's language (the form's namespace plus the shared field texts).

export type FormNamespace =
  'ContactForm' | 'NewsletterForm' | 'TechsverigeForm' | 'ReferenceForm' | 'AcademyForm';

export type SharedFormText = Messages['Forms'];

export interface FormText<N extends FormNamespace> {
  form: Messages[N];
  shared: SharedFormText;
}

export async function formText<N extends FormNamespace>(namespace: N): Promise<FormText<N>> {
  const messages = await getMessages();
  return { form: messages[namespace] as Messages[N], shared: messages.Forms };
}

const privacyLink = (chunks: ReactNode) => (
  <Link
    href="/privacy-policy"
    className="font-semibold text-brand-700 underline underline-offset-2"
  >
    {chunks}
  </Link>
);

/** A form's consent sentence, its `<link>` the privacy-policy link of the page's language. */
export async function consentLabel(
  form: 'contact' | 'newsletter' | 'reference',
): Promise<ReactNode> {
  if (form === 'reference') {
    return (await getTranslations('ReferenceForm')).rich('consentPrivacy', { link: privacyLink });
  }
  const t = await getTranslations(form === 'contact' ? 'ContactForm' : 'NewsletterForm');
  return t.rich('consent', { link: privacyLink });
}
