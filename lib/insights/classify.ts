import type { Locale } from 'next-intl';
import { isbot } from 'isbot';
import { getDomain } from 'tldts';

// What one page request contributes to the anonymous page-view counts, and whether it counts at
// all. Pure functions of a few request headers: no address, no cookie, no identifier is read,
// and the User-Agent is reduced to a device class and dropped.

export const NOT_FOUND_PAGE = 'not-found';
/**
 * What a value is kept as when its own is not: a referrer without a public domain (an address,
 * an intranet name), a UTM value outside the staff's list (lib/insights/campaigns.ts), and
 * either past the day's row limit (lib/insights/write.ts). No domain or listed value is "other".
 */
export const OTHER = 'other';
/** Longest UTM value kept; longer ones are cut. */
export const UTM_MAX_LENGTH = 64;
const HOST_MAX_LENGTH = 253;

export type Device = 'mobile' | 'desktop';

export interface PageView {
  /** YYYY-MM-DD in Europe/Stockholm (stockholmDate of lib/salary/rules.ts). */
  day: string;
  /** The page registry's pathname ("/contact") or NOT_FOUND_PAGE. */
  page: string;
  language: Locale;
  /** The registrable domain of the external referrer (referrerDomain), OTHER, or ''. */
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: Device;
}

/** The few request headers the decision reads. */
export interface CountableRequest {
  method: string;
  headers: { get(name: string): string | null };
}

/** The browser sends Global Privacy Control (`Sec-GPC: 1`): nothing of the visit is kept. */
export function sendsGlobalPrivacyControl(headers: CountableRequest['headers']): boolean {
  return headers.get('sec-gpc')?.trim() === '1';
}

/**
 * A page load by a person's browser: a GET of a document (not HEAD, not a prefetch, not an RSC
 * fetch of a client-side navigation), not from a bot, and without Global Privacy Control.
 */
export function isCountable({ method, headers }: CountableRequest): boolean {
  if (method !== 'GET') return false;
  if (sendsGlobalPrivacyControl(headers)) return false;
  if (headers.get('rsc') !== null || headers.get('next-router-prefetch') !== null) return false;
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const dest = headers.get('sec-fetch-dest');
  // Browsers send Sec-Fetch-Dest; without it (an old browser) a document request accepts HTML.
  if (dest !== null ? dest !== 'document' : !/text\/html/i.test(headers.get('accept') ?? ''))
    return false;
  const agent = headers.get('user-agent') ?? '';
  return agent.trim() !== '' && !isbot(agent);
}

/** mobile or desktop; the User-Agent itself is never kept. */
export function deviceClass(userAgent: string | null): Device {
  return /mobi|android|iphone|ipad|ipod/i.test(userAgent ?? '') ? 'mobile' : 'desktop';
}

/**
 * The registrable domain of an external referrer ("example.co.uk" for
 * https://intranet.corp.example.co.uk/page), and nothing else of its address: the Public Suffix
 * List's ICANN section decides where the domain begins (tldts; hosting suffixes such as
 * github.io count as one site, so a person's own subdomain is not kept). OTHER for a host
 * without a public domain (an IP address, localhost, an intranet name); "" when there is no
 * referrer, when it is this site (any of `ownHosts`), or when it is not an http(s) address.
 */
export function referrerDomain(referer: string | null, ownHosts: readonly string[]): string {
  if (!referer) return '';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host.length > HOST_MAX_LENGTH || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host))
    return '';
  const own = ownHosts.map((entry) => entry.toLowerCase().replace(/:\d+$/, ''));
  if (own.includes(host)) return '';
  return getDomain(host, { extractHostname: false }) ?? OTHER;
}

/**
 * A UTM value as it is counted: lower case, letters of a-z, digits and . _ - + only (any run of
 * other characters becomes one "-"), at most UTM_MAX_LENGTH characters; "" when nothing is left.
 */
export function sanitizeUtm(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .slice(0, UTM_MAX_LENGTH * 4)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._+-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, UTM_MAX_LENGTH)
    .replace(/-+$/, '');
}

export interface Utm {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** A page address's UTM values, sanitised (lib/insights/campaigns.ts decides which are kept). */
export function utmOf(searchParams: URLSearchParams): Utm {
  return {
    utmSource: sanitizeUtm(searchParams.get('utm_source')),
    utmMedium: sanitizeUtm(searchParams.get('utm_medium')),
    utmCampaign: sanitizeUtm(searchParams.get('utm_campaign')),
  };
}
