import type { Locale } from 'next-intl';
import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqGroup } from '@/lib/faq/group';
import { inLanguage } from './json-ld';
import { localizedUrl } from './urls';

/**
 * The FAQPage node with every published question. PageIntro already describes the page itself
 * (#webpage); this node is the FAQ on it. Null when there are no questions (an FAQPage without
 * mainEntity is invalid).
 */
export function faqPageJsonLd(
  locale: Locale,
  name: string,
  groups: FaqGroup[],
): WithContext<FAQPage> | null {
  const questions = groups.flatMap((group) => group.items);
  if (questions.length === 0) return null;
  const url = localizedUrl(locale, '/faq');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    name,
    inLanguage: inLanguage(locale),
    mainEntityOfPage: { '@id': `${url}#webpage` },
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
