import { hasLocale, type Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from './routing';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

export function generateLocaleParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** Validates the [locale] segment and enables static rendering for this request. */
export async function resolveLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
