/** @jest-environment node */
import { MAX_CAMPAIGN_VALUES, parseCampaignList, withinVocabulary } from '@/lib/insights/campaigns';
import {
  deviceClass,
  isCountable,
  OTHER,
  referrerDomain,
  sanitizeUtm,
  sendsGlobalPrivacyControl,
  utmOf,
  UTM_MAX_LENGTH,
} from '@/lib/insights/classify';
import { stockholmDate } from '@/lib/salary/rules';

// What one page request contributes to the anonymous page-view counts (lib/insights/classify.ts).

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function request(headers: Record<string, string>, method = 'GET') {
  return { method, headers: new Headers({ 'user-agent': CHROME, ...headers }) };
}
const documentLoad = { 'sec-fetch-dest': 'document', accept: 'text/html,*/*' };

describe('bot filtering and what counts as a page load', () => {
  test('a browser loading a document counts', () => {
    expect(isCountable(request(documentLoad))).toBe(true);
    // an older browser without Fetch Metadata, asking for HTML
    expect(isCountable(request({ accept: 'text/html' }))).toBe(true);
  });

  test.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    '',
  ])('a bot is not counted: %s', (agent) => {
    expect(isCountable(request({ ...documentLoad, 'user-agent': agent }))).toBe(false);
  });

  test('HEAD, POST, prefetches, RSC fetches and sub-resources are not page loads', () => {
    expect(isCountable(request(documentLoad, 'HEAD'))).toBe(false);
    expect(isCountable(request(documentLoad, 'POST'))).toBe(false);
    expect(isCountable(request({ ...documentLoad, 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isCountable(request({ ...documentLoad, purpose: 'prefetch' }))).toBe(false);
    expect(isCountable(request({ ...documentLoad, 'sec-purpose': 'prefetch;prerender' }))).toBe(
      false,
    );
    expect(isCountable(request({ ...documentLoad, rsc: '1' }))).toBe(false);
    expect(isCountable(request({ ...documentLoad, 'next-router-prefetch': '1' }))).toBe(false);
    expect(isCountable(request({ 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBe(false);
    expect(isCountable(request({ 'sec-fetch-dest': 'image' }))).toBe(false);
    expect(isCountable(request({ accept: 'application/json' }))).toBe(false);
  });

  test('Global Privacy Control: a request with Sec-GPC: 1 is not counted', () => {
    expect(isCountable(request({ ...documentLoad, 'sec-gpc': '1' }))).toBe(false);
    expect(sendsGlobalPrivacyControl(new Headers({ 'sec-gpc': ' 1 ' }))).toBe(true);
    expect(sendsGlobalPrivacyControl(new Headers({ 'sec-gpc': '0' }))).toBe(false);
    expect(sendsGlobalPrivacyControl(new Headers())).toBe(false);
  });

  test('the device class is all that is taken from the User-Agent', () => {
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(CHROME)).toBe('desktop');
    expect(deviceClass(null)).toBe('desktop');
  });
});

describe('referrer domain', () => {
  const own = ['www.talentbridge.se', 'localhost:3000'];

  test('another site: its registrable domain, nothing else of the address', () => {
    expect(
      referrerDomain('https://News.Example.com:8443/a/b?q=secret&email=x@y.se#frag', own),
    ).toBe('example.com');
    expect(referrerDomain('http://user:pass@blog.example.org/post', own)).toBe('example.org');
    expect(referrerDomain('https://intranet.corp.example.co.uk/hr/anna', own)).toBe(
      'example.co.uk',
    );
    expect(referrerDomain('https://www.google.co.jp/', own)).toBe('google.co.jp');
    expect(referrerDomain('https://bbc.co.uk/news', own)).toBe('bbc.co.uk');
    expect(referrerDomain('https://www.linkedin.com/feed/', own)).toBe('linkedin.com');
    expect(referrerDomain('https://mail.företag.se/', own)).toBe('xn--fretag-wxa.se');
  });

  test('a hosting service’s customer subdomain is the service, not the person', () => {
    expect(referrerDomain('https://anna-svensson.github.io/cv', own)).toBe('github.io');
    expect(referrerDomain('https://bucket.s3.amazonaws.com/x', own)).toBe('amazonaws.com');
  });

  test('a host without a public domain is "other": addresses, intranet names', () => {
    for (const referer of [
      'http://192.168.1.20/intranet',
      'http://[2001:db8::1]/',
      'http://intranet/start',
      'https://co.uk/',
    ])
      expect(referrerDomain(referer, own)).toBe(OTHER);
  });

  test('this site, none, or not a web address: no referrer', () => {
    expect(referrerDomain('https://www.talentbridge.se/kontakt?utm_source=x', own)).toBe('');
    expect(referrerDomain('http://localhost:3000/en', own)).toBe('');
    expect(referrerDomain(null, own)).toBe('');
    expect(referrerDomain('', own)).toBe('');
    expect(referrerDomain('not a url', own)).toBe('');
    expect(referrerDomain('android-app://com.google.android.gm/', own)).toBe('');
    expect(referrerDomain('javascript:alert(1)', own)).toBe('');
  });
});

describe('the campaign vocabulary', () => {
  test('values on the list are kept, any other is "other", none stays none', () => {
    const list = new Set(['newsletter', 'june']);
    expect(
      withinVocabulary(
        { utmSource: 'newsletter', utmMedium: 'anna-at-example-com', utmCampaign: '' },
        list,
      ),
    ).toEqual({ utmSource: 'newsletter', utmMedium: OTHER, utmCampaign: '' });
    expect(
      withinVocabulary({ utmSource: 'x', utmMedium: '', utmCampaign: 'june' }, new Set()),
    ).toEqual({ utmSource: OTHER, utmMedium: '', utmCampaign: OTHER });
  });

  test('the list as typed: one per line or comma, written as counted, no blanks or repeats', () => {
    expect(parseCampaignList('Newsletter\r\n  June 2026 \n\nlinkedin, newsletter,,cpc')).toEqual([
      'newsletter',
      'june-2026',
      'linkedin',
      'cpc',
    ]);
    expect(parseCampaignList('')).toEqual([]);
    expect(parseCampaignList('%%%\n!!!')).toEqual([]);
  });

  test('at most MAX_CAMPAIGN_VALUES values, and a bounded text', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`).join('\n');
    expect(parseCampaignList(values(MAX_CAMPAIGN_VALUES))).toHaveLength(MAX_CAMPAIGN_VALUES);
    expect(parseCampaignList(values(MAX_CAMPAIGN_VALUES + 1))).toBeNull();
    expect(parseCampaignList('a'.repeat(20_000))).toBeNull();
    expect(parseCampaignList('\n'.repeat(9_000))).toEqual([]);
  });
});

describe('UTM sanitising', () => {
  test('lower case, limited characters, runs of others become one dash', () => {
    expect(sanitizeUtm('Newsletter')).toBe('newsletter');
    expect(sanitizeUtm('  June 2026 / Sommar!  ')).toBe('june-2026-sommar');
    expect(sanitizeUtm('Vår-kampanj_ÅÄÖ')).toBe('var-kampanj_aao');
    expect(sanitizeUtm('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(sanitizeUtm('a\u0000b\nc')).toBe('a-b-c');
    expect(sanitizeUtm('google.com+cpc')).toBe('google.com+cpc');
  });

  test('empty, missing and punctuation-only values are nothing', () => {
    expect(sanitizeUtm(null)).toBe('');
    expect(sanitizeUtm(undefined)).toBe('');
    expect(sanitizeUtm('')).toBe('');
    expect(sanitizeUtm('%%% !!!')).toBe('');
  });

  test('length-capped', () => {
    const long = sanitizeUtm('x'.repeat(10_000));
    expect(long).toHaveLength(UTM_MAX_LENGTH);
    expect(sanitizeUtm(`${'a'.repeat(UTM_MAX_LENGTH - 1)} b`)).toBe('a'.repeat(UTM_MAX_LENGTH - 1));
  });

  test('only the three UTM parameters of the page address are read', () => {
    const params = new URLSearchParams(
      'utm_source=Newsletter&utm_campaign=June&utm_term=secret&email=someone%40example.com',
    );
    expect(utmOf(params)).toEqual({
      utmSource: 'newsletter',
      utmMedium: '',
      utmCampaign: 'june',
    });
  });
});

test('the day is the calendar day in Stockholm', () => {
  expect(stockholmDate(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15');
  expect(stockholmDate(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
});
