import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/icon';
import { Section } from '@/components/sections/shared/section';
import { Disclosure } from '@/components/ui/disclosure';

const services = [
  { key: 'discoveryDay', icon: 'map' },
  { key: 'homeSweetHome', icon: 'home' },
  { key: 'movingJoy', icon: 'truck' },
  { key: 'twoThrive', icon: 'heart' },
  { key: 'paperworkFix', icon: 'document' },
  { key: 'keepTheJoy', icon: 'calendar' },
  { key: 'childrensBestStart', icon: 'school' },
] as const satisfies readonly { key: string; icon: IconName }[];

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** The seven relocation services, each with a "read more" disclosure for the long text. */
export async function RelocationServices() {
  const t = await getTranslations('RelocationPage.services');
  const d = await getTranslations('Disclosure');
  return (
    <Section id="services" heading={t('heading')} intro={t('intro')}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map(({ key, icon }) => {
          const title = t(`items.${key}.title`);
          return (
            <li key={key} className="card flex flex-col">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{title}</h3>
              <p className="mt-1 font-medium text-accent-700">{t(`items.${key}.subtitle`)}</p>
              <p className="mt-3 text-muted">{t(`items.${key}.short`)}</p>
              <Disclosure
                className="mt-auto pt-4"
                moreLabel={d.rich('readMore', { title, hidden })}
                lessLabel={d.rich('readLess', { title, hidden })}
              >
                <p className="text-ink">{t(`items.${key}.long`)}</p>
              </Disclosure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
