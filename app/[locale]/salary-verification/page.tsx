import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { SalaryAside } from '@/components/sections/salary/salary-aside';
import { SalaryCalculator } from '@/components/sections/salary/salary-calculator';
import { salaryApplicationJsonLd } from '@/lib/seo/salary-json-ld';
import { SalaryParametersProvider } from '@/components/sections/salary/salary-parameters';
import { JsonLd } from '@/components/seo/json-ld';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { getDb } from '@/lib/db/client';
import { salaryRulesForRender } from '@/lib/salary/read';
import { applicableRules, basisOf } from '@/lib/salary/select';
import { now } from '@/lib/time/clock';
import { metadataFor } from '@/lib/seo/page';
import { site } from '@/lib/site';

// The page carries the salary rules as they were when it was rendered (the calculator's answer
// when the live read fails) and the day (the application date's first value), so it is rendered
// again every hour and when staff change the rules (lib/admin/revalidate.ts). A failed read in a
// revalidation keeps the last good page.
export const revalidate = 3600;

export const generateMetadata = metadataFor('/salary-verification');

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const [t, tCalculator, messages, svMessages, rendered] = await Promise.all([
    getTranslations('SalaryPage'),
    getTranslations('SalaryCalculator'),
    getMessages(),
    getMessages({ locale: 'sv' }),
    getDb().then((db) => salaryRulesForRender(db, now())),
  ]);
  const { rules, today } = rendered;
  // What the page says before the visitor asks: a first permit received today.
  const applied = applicableRules(rules, 'first_permit', today);
  const basis = applied
    ? basisOf(applied)
    : { basisDate: today, livingCostsYear: today.slice(0, 4) };
  const { prefill, result, answer } = svMessages.SalaryCalculator;
  return (
    <>
      <PageIntro pathname="/salary-verification" />
      <JsonLd
        data={salaryApplicationJsonLd(
          locale,
          t('application.name'),
          t('meta.description'),
          basis.basisDate,
        )}
      />
      {/* Only this page's islands need these strings: they travel with it, not with every page. */}
      <NextIntlClientProvider messages={{ SalaryCalculator: messages.SalaryCalculator }}>
        {/* One read of the rules, for the calculator and the disclaimer's basis line. */}
        <SalaryParametersProvider rendered={rendered} basis={basis}>
          <div className="container-page grid items-start gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="salary-calculator-heading" className="card sm:p-8">
              <h2 id="salary-calculator-heading" className="text-2xl font-bold text-brand-900">
                {tCalculator('heading')}
              </h2>
              <p className="mt-2 text-muted">{tCalculator('intro')}</p>
              <div className="mt-8">
                <SalaryCalculator
                  taxGuideUrl={site.taxGuideUrl}
                  prefillMessages={{ prefill, result, answer }}
                  today={today}
                />
              </div>
            </section>
            <SalaryAside basis={basis} />
          </div>
        </SalaryParametersProvider>
      </NextIntlClientProvider>
    </>
  );
}
