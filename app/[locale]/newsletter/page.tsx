import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { Link } from '@/lib/i18n/link';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

// Where the newsletter's links land (not indexed): `?status=` after a confirmation or an
// unsubscribe (app/api/newsletter/*), `?confirm=` from the confirmation link of the opt-in email,
// or `?token=` from the visible unsubscribe link of an email. The last two ask before anything
// changes: mail scanners and link previews follow links, a button press is a person. The buttons
// are plain form posts (no JavaScript needed).
const STATES = ['confirmed', 'invalid', 'unavailable', 'unsubscribed'] as const;
type State = (typeof STATES)[number];

type Props = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('/newsletter');

export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const [t, query] = await Promise.all([getTranslations('NewsletterPage'), searchParams]);
  const token = typeof query.token === 'string' ? query.token : null;
  const confirm = typeof query.confirm === 'string' && query.confirm ? query.confirm : null;
  const state: State | 'confirm' | 'unsubscribe' =
    STATES.find((value) => value === query.status) ??
    (confirm ? 'confirm' : token ? 'unsubscribe' : 'invalid');
  return (
    <>
      <PageIntro pathname="/newsletter" heading={t(`${state}.heading`)} lead={t(`${state}.text`)} />
      <div className="container-page py-12 sm:py-16">
        {state === 'confirm' && confirm ? (
          <form method="post" action="/api/newsletter/confirm">
            <input type="hidden" name="token" value={confirm} />
            <input type="hidden" name="lang" value={locale} />
            <button type="submit" className="btn btn-primary">
              {t('confirm.button')}
            </button>
          </form>
        ) : state === 'unsubscribe' && token ? (
          <form method="post" action="/api/newsletter/unsubscribe">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary">
              {t('unsubscribe.button')}
            </button>
          </form>
        ) : state === 'invalid' ? (
          <Link href="/services/permit-troubles" hash="newsletter" className="btn btn-primary">
            {t('invalid.action')}
          </Link>
        ) : (
          <Link href="/" className="btn btn-primary">
            {t('home')}
          </Link>
        )}
      </div>
    </>
  );
}
