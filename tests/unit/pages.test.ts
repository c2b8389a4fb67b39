/** @jest-environment node */
import sitemap from '@/app/sitemap';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { appPathnames } from '@/lib/i18n/routing';
import { breadcrumbTrail, pageEntry, pages } from '@/lib/pages';

const origin = 'https://www.talentbridge.se';

describe('the page registry (lib/pages.ts)', () => {
  it('has one entry per localized pathname, each with its meta texts in both languages', () => {
    expect(Object.keys(pages).sort()).toEqual([...appPathnames].sort());
    for (const pathname of appPathnames) {
      const { namespace } = pageEntry(pathname);
      for (const messages of [sv, en]) {
        expect(messages[namespace].meta).toEqual({
          title: expect.any(String),
          description: expect.any(String),
          keywords: expect.any(String),
        });
      }
    }
  });

  it('lists a page in the sitemap exactly when it is indexable', () => {
    for (const pathname of appPathnames) {
      const entry = pageEntry(pathname);
      expect(Boolean(entry.noindex)).toBe(entry.sitemap === undefined);
    }
  });

  it('leads every subpage back to the home page, and the home page nowhere', () => {
    expect(breadcrumbTrail('/')).toEqual(['/']);
    expect(breadcrumbTrail('/about')).toEqual(['/', '/about']);
    expect(breadcrumbTrail('/services/skills-shortage')).toEqual([
      '/',
      '/services/skills-shortage',
    ]);
  });
});

describe('sitemap', () => {
  const entries = sitemap();

  it('lists every indexable page in both languages and leaves out the noindex pages', () => {
    expect(entries).toHaveLength((appPathnames.length - 2) * 2);
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(`${origin}/om-oss`);
    expect(urls).toContain(`${origin}/en/about`);
    expect(urls.some((url) => /referens|reference|nyhetsbrev|newsletter/.test(url))).toBe(false);
  });

  it('keeps the priorities and change frequencies', () => {
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
    expect(byUrl.get(`${origin}/`)).toMatchObject({ priority: 1, changeFrequency: 'monthly' });
    expect(byUrl.get(`${origin}/en/faq`)).toMatchObject({
      priority: 0.7,
      changeFrequency: 'weekly',
    });
    expect(byUrl.get(`${origin}/kontakt`)).toMatchObject({
      priority: 0.7,
      changeFrequency: 'monthly',
      alternates: { languages: { sv: `${origin}/kontakt`, en: `${origin}/en/contact` } },
    });
  });
});
