/** @jest-environment node */
import {
  deviceClass,
  isCountable,
  referrerHost,
  sanitizeUtm,
  stockholmDay,
  utmOf,
  UTM_MAX_LENGTH,
} from '@/lib/insights/classify';

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
  });

  test('the device class is all that is taken from the User-Agent', () => {
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(CHROME)).toBe('desktop');
    expect(deviceClass(null)).toBe('desktop');
  });
});

describe('referrer host', () => {
  const own = ['www.talentbridge.se', 'localhost:3000'];

  test('another site: its host, nothing else of the address', () => {
    expect(referrerHost('https://News.Example.com:8443/a/b?q=secret&email=x@y.se#frag', own)).toBe(
      'news.example.com',
    );
    expect(referrerHost('http://user:pass@blog.example.org/post', own)).toBe('blog.example.org');
  });

  test('this site, none, or not a web address: no referrer', () => {
    expect(referrerHost('https://www.talentbridge.se/kontakt?utm_source=x', own)).toBe('');
    expect(referrerHost('http://localhost:3000/en', own)).toBe('');
    expect(referrerHost(null, own)).toBe('');
    expect(referrerHost('', own)).toBe('');
    expect(referrerHost('not a url', own)).toBe('');
    expect(referrerHost('android-app://com.google.android.gm/', own)).toBe('');
    expect(referrerHost('javascript:alert(1)', own)).toBe('');
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
  expect(stockholmDay(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15');
  expect(stockholmDay(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
});
