import { RelocationExtra } from '@/components/sections/relocation/relocation-extra';
import { RelocationServices } from '@/components/sections/relocation/relocation-services';
import { ServicePage } from '@/components/sections/services/service-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

const pathname = '/services/hard-to-get-people-in-place';

export const generateMetadata = metadataFor(pathname);

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <ServicePage pathname={pathname}>
      <RelocationServices />
      <RelocationExtra />
    </ServicePage>
  );
}
