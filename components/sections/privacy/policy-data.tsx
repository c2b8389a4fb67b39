import type { Locale, Messages } from 'next-intl';
import { ADMIN_LANG_COOKIE_MAX_AGE_SECONDS } from '@/lib/admin/constants';
import { intlLocale } from '@/lib/i18n/dates';
import { browserStorage, categories, hostsOf, thirdParties } from '@/lib/privacy/registry';
import type { Category, CategoryKey, LegalBasis, Recipient } from '@/lib/privacy/types';
import { site } from '@/lib/site';
import { fill } from './policy-text';

// The parts of the policy written from lib/privacy/registry.ts: what is kept and why (section 2),
// the legal bases and what each covers (section 3), what the site stores in a browser and which
// other sites a page can reach (section 7). Every word comes from PrivacyPage in messages/.

type Policy = Messages['PrivacyPage'];

const listFormat = (locale: Locale) =>
  new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const link = 'text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The categories in the policy's order, personal ones or the others, as configured. */
const entries = (policy: Policy, personal: boolean) =>
  (Object.keys(policy.categories) as CategoryKey[])
    .map((key): [CategoryKey, Category] => [key, categories[key]])
    .filter(
      ([, category]) => category.offered !== false && (category.personal !== false) === personal,
    );

// Our staff first (a phrase, capitalised at the start), then the providers as they write their
// own names (tawk.to in lower case).
function recipientList(category: Category, policy: Policy, locale: Locale): string {
  const staff = category.recipients.includes('staff') ? [capitalised(policy.labels.staff)] : [];
  const providers = category.recipients
    .filter((recipient): recipient is Exclude<Recipient, 'staff'> => recipient !== 'staff')
    .map((recipient) => site.providers[recipient].name);
  return listFormat(locale).format([...staff, ...providers]);
}

interface SectionProps {
  keys: [CategoryKey, Category][];
  policy: Policy;
  locale: Locale;
  level: 'h3' | 'h4';
}

/** One section per category: what, why, on what basis, to whom, how long. */
function CategorySections({ keys, policy, locale, level: Heading }: SectionProps) {
  const list = listFormat(locale);
  const { fields } = policy;
  const term = 'font-semibold';
  return keys.map(([key, category]) => {
    const rows = category.retention.map((row) => policy.sections.retention.rows[row]);
    return (
      <section
        key={key}
        id={`data-${key}`}
        aria-labelledby={`data-${key}-heading`}
        className="mt-6"
      >
        <Heading id={`data-${key}-heading`} className="text-lg font-bold text-brand-900">
          {policy.categories[key].title}
        </Heading>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <dt className={term}>{fields.purpose}</dt>
          <dd>{fill(policy.categories[key].purpose)}</dd>
          <dt className={term}>{fields.items}</dt>
          <dd>{capitalised(list.format(category.items.map((item) => policy.items[item])))}.</dd>
          {category.bases.length > 0 ? (
            <>
              <dt className={term}>{fields.bases}</dt>
              <dd>
                {capitalised(list.format(category.bases.map((basis) => policy.bases[basis])))}.
              </dd>
            </>
          ) : null}
          <dt className={term}>{fields.recipients}</dt>
          <dd>{recipientList(category, policy, locale)}.</dd>
          <dt className={term}>{fields.retention}</dt>
          <dd>
            {rows.length === 1 && rows[0] ? (
              `${fill(rows[0].period)}.`
            ) : (
              <ul className="list-disc pl-5">
                {rows.map((row) => (
                  <li key={row.data}>
                    {fill(row.data)}: {lowerFirst(fill(row.period))}.
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </section>
    );
  });
}

/** Section 2: every category the registry lists, with what, why, on what basis, to whom, how long. */
export function CategoryList({ policy, locale }: { policy: Policy; locale: Locale }) {
  const apart = policy.sections.data.apart;
  return (
    <>
      <CategorySections keys={entries(policy, true)} policy={policy} locale={locale} level="h3" />
      <h3 className="mt-10 text-xl font-bold text-brand-900">{apart.heading}</h3>
      <p className="mt-2">{apart.intro}</p>
      <CategorySections keys={entries(policy, false)} policy={policy} locale={locale} level="h4" />
    </>
  );
}

/** Section 3: each legal basis in use, what it means, and the categories (linked) resting on it. */
export function BasisList({ policy }: { policy: Policy }) {
  const used = (Object.keys(policy.bases) as LegalBasis[])
    .map((basis) => ({
      basis,
      keys: entries(policy, true)
        .filter(([, category]) => category.bases.includes(basis))
        .map(([key]) => key),
    }))
    .filter(({ keys }) => keys.length > 0);
  return (
    <ul className="mt-3 list-disc space-y-4 pl-6 marker:text-brand-700">
      {used.map(({ basis, keys }) => (
        <li key={basis}>
          <span className="font-semibold">{capitalised(policy.bases[basis])}.</span>{' '}
          {policy.sections.purposes.items[basis]} {policy.fields.appliesTo}:
          {/* The categories by their headings in section 2, each a link there. */}
          <ul className="mt-1 list-[circle] pl-6">
            {keys.map((key) => (
              <li key={key}>
                <a href={`#data-${key}`} className={link}>
                  {policy.categories[key].title}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const cell = 'py-2 pr-4 align-top max-sm:block max-sm:p-0';

/** Section 7: everything the site itself writes into a browser, by name. */
export function StorageTable({ policy }: { policy: Policy }) {
  const { fields } = policy;
  const days = String(ADMIN_LANG_COOKIE_MAX_AGE_SECONDS / 86_400);
  const headings = [
    fields.storageName,
    fields.storageWhere,
    fields.storagePurpose,
    fields.storageLifetime,
  ];
  return (
    // Stacked per row on a phone, like the retention table.
    <table className="mt-4 w-full border-collapse text-left max-sm:block">
      <caption className="sr-only">{fields.storageCaption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b-2 border-line">
          {headings.map((heading) => (
            <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {browserStorage
          .filter((entry) => entry.offered !== false)
          .map(({ name, where, entry }) => (
            <tr key={name} className="border-b border-line max-sm:block max-sm:py-3">
              <th scope="row" className={`${cell} font-normal`}>
                <code className="break-all">{name}</code>
              </th>
              <td className={cell}>{where}</td>
              <td className={cell}>{policy.storage[entry].purpose}</td>
              <td className={cell}>{fill(policy.storage[entry].lifetime, { days })}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** Section 7: the other sites a page loads from when asked, or links to, by host name. */
export function ThirdPartyList({ policy, locale }: { policy: Policy; locale: Locale }) {
  const list = listFormat(locale);
  const texts = policy.thirdParties;
  const groups = (
    Object.entries(thirdParties) as [keyof typeof thirdParties, readonly string[]][]
  ).filter(([, urls]) => urls.length > 0);
  return (
    <>
      <p className="mt-3">{texts.intro}</p>
      <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-brand-700">
        {groups.map(([group, urls]) => (
          <li key={group}>{fill(texts[group], { hosts: list.format(hostsOf(urls)) })}</li>
        ))}
      </ul>
    </>
  );
}
