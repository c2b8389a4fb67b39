import 'server-only';
import type { Db } from '@/lib/db/client';
import type { Locale } from 'next-intl';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LeadKind } from '@/lib/db/generated/client';
import { vocabularyFor, withinVocabulary } from '@/lib/insights/campaigns';
import { referrerDomain, sendsGlobalPrivacyControl, utmOf } from '@/lib/insights/classify';
import { routing } from '@/lib/i18n/routing';

// Where a lead was sent from (lead_sources): the page of the form and the UTM values of that
// page's address, both read from the submission's own Referer (the browser sends the page's
// full address with a same-origin post, with or without JavaScript), and the registrable domain
// of the site whose link opened the visit, when the submission names one (lib/forms/state.ts
// REFERRER_FIELD: only a form sent with JavaScript can). The same rules as a page view: nothing
// at all with Global Privacy Control (`Sec-GPC: 1`), only the domain of a referrer, UTM values
// only when on the staff's list (else "other"). Nothing is stored in the browser. A lib/leads
// store call made inside withLeadSource() records it in the lead's own transaction.

export interface LeadSourceInput {
  page: string;
  language: Locale;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

// Public path (`/kontakt`, `/en/contact`) -> the page registry's pathname and language.
const publicPaths = new Map<string, { page: string; language: Locale }>();
for (const [page, localized] of Object.entries(routing.pathnames)) {
  const sv = typeof localized === 'string' ? localized : localized.sv;
  const en = typeof localized === 'string' ? localized : localized.en;
  publicPaths.set(sv, { page, language: 'sv' });
  publicPaths.set(en === '/' ? '/en' : `/en${en}`, { page, language: 'en' });
}

/**
 * The source of a submission whose request carried these headers: null when the browser sends
 * Global Privacy Control, or when its Referer is not a page of this site (another origin, none,
 * or an unknown path). `claimedReferrer` is the host the browser says opened the visit: written
 * by the client, so kept only when it is a plain host name of another site, and then only its
 * domain (the same rule as a page view's Referer), else ''.
 */
export function leadSourceFrom(
  headers: { get(name: string): string | null },
  ownHosts: readonly string[],
  claimedReferrer: FormDataEntryValue | null = null,
): LeadSourceInput | null {
  if (sendsGlobalPrivacyControl(headers)) return null;
  const referer = headers.get('referer');
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  // Only this site's own pages: an external Referer is no page of ours.
  if (referrerDomain(referer, ownHosts) !== '' || !/^https?:$/.test(url.protocol)) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  const known = publicPaths.get(path);
  if (!known) return null;
  return {
    ...known,
    referrerHost: claimedHost(claimedReferrer, ownHosts),
    ...utmOf(url.searchParams),
  };
}

function claimedHost(value: FormDataEntryValue | null, ownHosts: readonly string[]): string {
  // A host with an optional port and nothing else: no scheme, user, path, query or fragment.
  if (typeof value !== 'string' || !/^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/.test(value)) return '';
  return referrerDomain(`https://${value}/`, ownHosts);
}

const scope = new AsyncLocalStorage<LeadSourceInput | null>();

/** Runs a lib/leads store call so that the lead it stores records `source`. */
export function withLeadSource<T>(source: LeadSourceInput | null, store: () => Promise<T>) {
  return scope.run(source, store);
}

/**
 * In a lead's transaction: records where it came from (once; a repeat keeps the first), its UTM
 * values as the staff's list keeps them.
 */
export async function recordLeadSource(tx: Db, leadKind: LeadKind, leadId: string): Promise<void> {
  const source = scope.getStore();
  if (!source) return;
  const kept = withinVocabulary(source, await vocabularyFor(tx, [source]));
  await tx.leadSource.createMany({ data: [{ leadKind, leadId, ...kept }], skipDuplicates: true });
}
