/** @jest-environment node */
import { buildMetadata } from '@/lib/seo/metadata';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  webSiteJsonLd,
} from '@/lib/seo/json-ld';
import { localizedPath } from '@/lib/i18n/paths';
import { languageAlternates } from '@/lib/seo/urls';
import { site } from '@/lib/site';

const origin = 'https://www.talentbridge.se';

describe('localized URLs', () => {
  it('map internal paths to the public sv and en addresses', () => {
    expect(localizedPath('sv', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('sv', '/about')).toBe('/om-oss');
    expect(localizedPath('sv', '/salary-verification')).toBe('/loneverifiering');
    expect(localizedPath('en', '/services/permit-troubles')).toBe('/en/services/permit-troubles');
    expect(localizedPath('sv', '/services/permit-troubles')).toBe('/services/tillstandstrassel');
  });

  it('give sv, en and x-default (= Swedish) alternates', () => {
    expect(languageAlternates('/contact')).toEqual({
      sv: `${origin}/kontakt`,
      en: `${origin}/en/contact`,
      'x-default': `${origin}/kontakt`,
    });
  });
});

describe('buildMetadata', () => {
  const base = { title: 'Om oss', description: 'Beskrivning', keywords: 'a, b' } as const;

  it('adds the brand suffix, a self canonical, alternates and social cards', () => {
    const meta = buildMetadata({ locale: 'sv', pathname: '/about', ...base });
    expect(meta.title).toBe('Om oss');
    expect(meta.alternates?.canonical).toBe(`${origin}/om-oss`);
    expect(meta.alternates?.languages).toMatchObject({ en: `${origin}/en/about` });
    expect(meta.openGraph).toMatchObject({
      title: 'Om oss | Talent Bridge Sweden',
      url: `${origin}/om-oss`,
      locale: 'sv_SE',
      images: [expect.objectContaining({ url: `${origin}/og/sv`, width: 1200, height: 630 })],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(meta.robots).toMatchObject({ index: true, follow: true });
  });

  it('describes the social card for both og:image:alt and twitter:image:alt', () => {
    const meta = buildMetadata({ locale: 'en', pathname: '/', ...base, imageAlt: 'The logo' });
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ alt: 'The logo' })]);
    expect(meta.twitter?.images).toEqual([
      expect.objectContaining({ url: `${origin}/og/en`, alt: 'The logo' }),
    ]);
  });

  it('keeps an absolute title and honours noindex', () => {
    const meta = buildMetadata({
      locale: 'en',
      pathname: '/reference',
      ...base,
      absoluteTitle: true,
      noindex: true,
    });
    expect(meta.title).toEqual({ absolute: 'Om oss' });
    expect(meta.robots).toMatchObject({ index: false });
    expect(meta.openGraph).toMatchObject({
      locale: 'en_GB',
      images: [expect.objectContaining({ url: `${origin}/og/en` })],
    });
  });
});

describe('JSON-LD', () => {
  it('escapes < so that no value can close the script element', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('describes the organization from lib/site.ts and numbers breadcrumbs', () => {
    const org = organizationJsonLd('desc');
    expect(org).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Talent Bridge Sweden',
      legalName: site.legalName,
      iso6523Code: `0007:${site.organisationNumber.replace('-', '')}`,
      telephone: site.phone,
      email: site.email,
      address: {
        streetAddress: site.address.streetAddress,
        addressLocality: site.address.locality,
      },
      foundingDate: '2010',
    });
    const crumbs = breadcrumbJsonLd('en', [
      { name: 'Home', pathname: '/' },
      { name: 'FAQ', pathname: '/faq' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en` },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: `${origin}/en/faq` },
    ]);
  });

  it('has one WebSite node, the same whatever the page language', () => {
    expect(webSiteJsonLd()).toMatchObject({
      '@id': `${origin}/#website`,
      url: `${origin}/`,
      inLanguage: ['sv-SE', 'en'],
    });
  });

  it('gives a Service only properties schema.org defines for it (no inLanguage)', () => {
    const service = serviceJsonLd('sv', '/services/permit-troubles', 'T', 'D', 'Immigration');
    expect(service).not.toHaveProperty('inLanguage');
    expect(service).toMatchObject({
      '@type': 'Service',
      provider: { '@id': `${origin}/#organization` },
    });
  });
});
