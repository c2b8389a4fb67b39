import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { AcademyHero } from '@/components/sections/academy/academy-hero';
import { REGISTRATION_ID, REGISTRATION_OFFSET } from '@/components/sections/academy/academy-hero';
import { CourseModules, courseModules } from '@/components/sections/academy/course-modules';
import { AcademyRegistrationFormClient } from '@/components/forms/academy-registration-form-client';
import { formText } from '@/components/forms/form-text';
import { ScrollLink } from '@/components/ui/scroll-link';
import { WhyActNow } from '@/components/sections/academy/why-act-now';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { CalloutBand } from '@/components/sections/shared/icon-callout';
import { Section } from '@/components/sections/shared/section';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/link';
import { courseJsonLd } from '@/lib/seo/course-json-ld';
import { academyOffer } from '@/lib/academy/offer';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { metadataFor, pageMeta } from '@/lib/seo/page';

/*
 * The price shown depends on the date (introductory offer until 31 October 2025, regular price
 * after), yet the page is prerendered. We decide the state on the server at render time and
 * re-render the page in the background at most an hour after the last render (ISR). So the page
 * becomes right without a rebuild, with no client JavaScript, no layout shift and no hydration
 * mismatch (which "render both, pick on the client" would risk), and the HTML that crawlers and
 * the JSON-LD see is always the same as what people see. An hour rather than a day keeps an
 * expired offer from lingering long after its deadline; two small renders an hour cost nothing.
 * The price actually charged is decided by the registration handler with academyOffer(now).
 */
export const revalidate = 3600;

const pathname = '/academy';

export const generateMetadata = metadataFor(pathname);

const benefits = [
  { key: 'overview', icon: 'document' },
  { key: 'tools', icon: 'check' },
  { key: 'flexible', icon: 'clock' },
  { key: 'diploma', icon: 'award' },
] as const;

const audience = [
  { key: 'hr', icon: 'users' },
  { key: 'managers', icon: 'briefcase' },
  { key: 'owners', icon: 'target' },
  { key: 'advisers', icon: 'chat' },
] as const;

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('AcademyPage');
  const meta = await pageMeta(locale, pathname);
  const now = new Date();
  const offer = academyOffer(now);
  const course = courseJsonLd(locale, now, {
    name: t('courseName'),
    description: meta.description,
    credential: t('courseName'),
    modules: courseModules.map((key) => ({
      title: t(`modules.items.${key}.title`),
      text: t(`modules.items.${key}.text`),
    })),
  });
  return (
    <>
      <PageIntro pathname={pathname}>
        <AcademyHero offer={offer} />
      </PageIntro>
      <JsonLd data={course} />
      <Section id="benefits" heading={t('benefits.heading')}>
        <BenefitGrid
          items={benefitsFrom(benefits, (key, field) => t(`benefits.items.${key}.${field}`))}
        />
      </Section>
      {/* Group licenses: register one participant now, or ask for a quote for the group. */}
      <CalloutBand
        id="group-licenses"
        icon="users"
        heading={t('groupLicenses.heading')}
        text={t('groupLicenses.text')}
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ScrollLink
            targetId={REGISTRATION_ID}
            offset={REGISTRATION_OFFSET}
            className="btn btn-primary"
          >
            {t('registerCta')}
          </ScrollLink>
          <Link href="/contact" className="btn btn-outline">
            {t('groupLicenses.requestQuote')}
          </Link>
        </div>
      </CalloutBand>
      <CourseModules />
      <Section id="audience" heading={t('audience.heading')}>
        <BenefitGrid
          items={benefitsFrom(audience, (key, field) => t(`audience.items.${key}.${field}`))}
        />
      </Section>
      {/* The target of every "Register Now" link. It takes focus (tabIndex -1) after the scroll
          so keyboard users land at the form. Without JavaScript the plain anchor lands it 100 px
          down as well: html's scroll-padding-top (80 px) + scroll-mt-5 (20 px). */}
      <Section
        id={REGISTRATION_ID}
        heading={t('registration.heading')}
        intro={t('registration.intro')}
        tone="white"
        tabIndex={-1}
        className="scroll-mt-5 outline-none"
      >
        <div className="max-w-3xl">
          <AcademyRegistrationFormClient
            text={await formText('AcademyForm')}
            pageHref={localizedPath(locale, pathname)}
          />
        </div>
      </Section>
      <WhyActNow offer={offer} />
    </>
  );
}
