import type { Metadata } from 'next';
import { adminTranslator } from '@/lib/admin/i18n';
import { requireStaff } from '@/lib/admin/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator('AdminLeads');
  return { title: t('title') };
}

export default async function LeadsPage() {
  await requireStaff();
  const t = await adminTranslator('AdminLeads');
  return <h1 className="text-2xl font-bold">{t('title')}</h1>;
}
