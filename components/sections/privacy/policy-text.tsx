import type { Locale } from 'next-intl';
import { intlLocale } from '@/lib/i18n/dates';
import type { Provider } from '@/lib/providers';
import { chatOffered } from '@/lib/privacy/registry';
import { RETENTION_TABLE, RETENTION_VALUES, type RetentionRow } from '@/lib/retention/periods';
import { site } from '@/lib/site';

// The policy's text parts: paragraphs and lists whose `{placeholders}` name the outside services
// and the company of the running configuration, and the retention table (one row per
// lib/retention/periods.ts).

export type Texts = Record<string, string>;

/** The chat is described only where the running configuration offers it. */
const shown = (key: string) => chatOffered || key !== 'chat';
const shownEntries = (texts: Texts = {}) => Object.entries(texts).filter(([key]) => shown(key));

/** What `{placeholders}` in the policy stand for: who runs each outside service, and more. */
const values: Texts = {
  ...Object.fromEntries(
    Object.entries(site.providers).map(([role, provider]) => [role, provider.name]),
  ),
  ...RETENTION_VALUES,
  company: site.legalName,
};
export const fill = (text: string, extra: Texts = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => extra[name] ?? values[name] ?? whole);

export function Paragraphs({ texts }: { texts?: Texts }) {
  return shownEntries(texts).map(([key, text]) => (
    <p key={key} className="mt-3">
      {fill(text)}
    </p>
  ));
}

export function Items({ texts, after }: { texts?: Texts; after?: (key: string) => string }) {
  if (!texts) return null;
  return (
    <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-brand-700">
      {shownEntries(texts).map(([key, text]) => (
        <li key={key}>
          {fill(text)}
          {after ? ` ${after(key)}` : null}
        </li>
      ))}
    </ul>
  );
}

interface TransferTexts {
  transfers: Record<NonNullable<Provider['transfer']> | 'unknown', string>;
  countries: Texts;
}

/** Where a provider takes the data, and what makes that lawful (GDPR chapter V). */
export function transferSentence(
  role: string,
  { transfers, countries }: TransferTexts,
  locale: Locale,
) {
  const provider: Provider | undefined = site.providers[role as keyof typeof site.providers];
  if (!provider?.transfer || !provider.country) return fill(transfers.unknown);
  const regionNames = new Intl.DisplayNames(intlLocale[locale], { type: 'region' });
  const country =
    countries[provider.country] ?? regionNames.of(provider.country) ?? provider.country;
  return fill(transfers[provider.transfer], { country });
}

export interface RetentionTexts {
  table: { caption: string; data: string; period: string };
  rows: Record<RetentionRow, { data: string; period: string; how: string }>;
}

export function RetentionTable({ table, rows }: RetentionTexts) {
  const keys = (Object.keys(RETENTION_TABLE) as RetentionRow[]).filter(shown);
  return (
    // Below the sm breakpoint each row stacks (what, then how long), so a 320 px phone reads it
    // without sideways scrolling or words broken mid-letter; the column headings stay for screen
    // readers.
    <table className="mt-4 w-full border-collapse text-left align-top max-sm:block">
      <caption className="sr-only">{table.caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b-2 border-line">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {table.data}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {table.period}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {keys.map((key) => (
          <tr key={key} className="border-b border-line align-top max-sm:block max-sm:py-3">
            <th
              scope="row"
              className="w-2/5 py-3 pr-4 font-normal max-sm:block max-sm:w-auto max-sm:p-0"
            >
              {fill(rows[key].data)}
            </th>
            <td className="py-3 max-sm:mt-1 max-sm:block max-sm:p-0">
              <span className="font-semibold">{fill(rows[key].period)}</span>
              <br />
              {fill(rows[key].how)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
