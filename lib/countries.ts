import 'server-only';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, e.g. "SE" (unique, unlike calling codes: +1 and +44 are shared). */
  code: string;
  /** Calling code without the plus, e.g. "46". */
  dialCode: string;
  /** The country's name in the page language. */
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/**
 * Every country libphonenumber-js knows (about 245) with its calling code, named by the
 * runtime's CLDR data (Intl.DisplayNames) and sorted by name in `locale`. Server-only: the
 * phone metadata is large, so pages compute the list and hand it to the contact form.
 */
export function getCountryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const options = getCountries()
    .map((code) => ({ code, dialCode: getCountryCallingCode(code), name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, options);
  return options;
}

/** The contact form's preselected country: Sweden in Swedish, none in English. */
export function defaultCountryFor(locale: string): string {
  return locale === 'sv' ? 'SE' : '';
}
