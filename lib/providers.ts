// The outside services the site can be configured with, as the privacy policy names them: who
// runs each, where it keeps what it receives, and what makes a transfer there lawful (GDPR
// chapter V). A provider the table does not know is named by its host, with no country claimed.
// The facts below are what the providers publish; check them against the signed agreements.

/**
 * eea: stored in the EU/EEA, no transfer. adequacy: a country with an EU adequacy decision
 * (article 45). dpf: a US company certified under the EU–US Data Privacy Framework.
 * scc: the European Commission's standard contractual clauses (article 46).
 */
export type TransferBasis = 'eea' | 'adequacy' | 'dpf' | 'scc';

export interface Provider {
  name: string;
  /** ISO 3166-1 code of the country the data goes to; null when we do not know it. */
  country: string | null;
  transfer: TransferBasis | null;
}

interface KnownProvider extends Provider {
  hosts: readonly string[];
}

const KNOWN: readonly KnownProvider[] = [
  { name: 'Resend', hosts: ['resend.com'], country: 'US', transfer: 'scc' },
  { name: 'Vercel', hosts: ['vercel.com', 'vercel.app'], country: 'US', transfer: 'dpf' },
  { name: 'Neon', hosts: ['neon.tech'], country: 'US', transfer: 'scc' },
  { name: 'tawk.to', hosts: ['tawk.to'], country: 'US', transfer: 'scc' },
  { name: 'Calendly', hosts: ['calendly.com'], country: 'US', transfer: 'dpf' },
  { name: 'ScoreApp', hosts: ['scoreapp.com'], country: 'GB', transfer: 'adequacy' },
];

const strip = ({ name, country, transfer }: KnownProvider): Provider => ({
  name,
  country,
  transfer,
});

// Where a transfer needs no further safeguard: the EU/EEA, and the countries with an adequacy
// decision of the European Commission (article 45) as of 2026.
const EEA = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(
    ' ',
  ),
);
const ADEQUATE = new Set('AD AR CA CH FO GB GG IL IM JE JP KR NZ UY'.split(' '));

/**
 * A provider by name (case-insensitive); an unknown name is kept, with nothing claimed.
 * `country` (ISO 3166-1 alpha-2), when the deployment says where the service runs (a database in
 * an EU region, say), replaces the provider's home country: inside the EEA no transfer, with an
 * adequacy decision that one, elsewhere the provider's own safeguard (none known: none claimed).
 */
export function providerNamed(name: string, country?: string): Provider {
  const known = KNOWN.find((entry) => entry.name.toLowerCase() === name.trim().toLowerCase());
  const provider = known ? strip(known) : { name: name.trim(), country: null, transfer: null };
  if (!country) return provider;
  const code = country.toUpperCase();
  const transfer: TransferBasis | null = EEA.has(code)
    ? 'eea'
    : ADEQUATE.has(code)
      ? 'adequacy'
      : code === provider.country
        ? provider.transfer
        : null;
  return { ...provider, country: code, transfer };
}

/** The provider behind an address (its host or a parent domain of it), else the host itself. */
export function providerOf(url: string): Provider {
  const host = new URL(url).hostname.toLowerCase();
  const known = KNOWN.find((entry) =>
    entry.hosts.some((domain) => host === domain || host.endsWith(`.${domain}`)),
  );
  return known ? strip(known) : { name: host, country: null, transfer: null };
}
