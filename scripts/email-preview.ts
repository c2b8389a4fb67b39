import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from 'next-intl';
import { renderSignInEmail } from '@/lib/admin/sign-in-email';
import { academyConfirmationDetails, type VisitorLeadKind } from '@/lib/email/labels';
import { renderNewsletterConfirmRequest, renderNewsletterWelcome } from '@/lib/email/newsletter';
import {
  renderStaffNotification,
  renderVisitorConfirmation,
  type LeadFields,
} from '@/lib/email/templates';
import type { RenderedEmail } from '@/lib/email/render';
import { routing } from '@/lib/i18n/routing';
import { renderAlertEmail } from '@/lib/salary/alert-email';
import { site } from '@/lib/site';

// `npm run email:preview`: every email the site sends, in both languages, rendered from sample
// data to .data/email-preview/ (<name>.html to open in a browser, <name>.txt with the subject and
// the plain-text part), with an index.html linking them all. Nothing is sent or stored. Another
// folder can be given as the first argument.
const OUT = path.resolve(process.argv[2] ?? '.data/email-preview');

const SAMPLE_FIELDS: Record<VisitorLeadKind, LeadFields> = {
  contact: {
    name: 'Anna Berg',
    email: 'anna.berg@example.se',
    company: 'Nordbygg AB',
    phone: '+46 70 123 45 67',
    service: 'recruitment',
    message: 'Vi behöver tre svetsare till hösten.\nKan ni hjälpa oss med arbetstillstånden?',
    consentPrivacy: true,
  },
  techsverige: {
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna.berg@example.se',
    company: 'Nordbygg AB',
    phone: '+46 70 123 45 67',
    message: 'Vi är medlemmar och vill veta mer om rekrytering från Indien.',
    gdprConsent: true,
  },
  reference: {
    name: 'Anna Berg',
    title: 'HR-chef',
    company: 'Nordbygg AB',
    email: 'anna.berg@example.se',
    reference: 'Snabbt, tydligt och personligt – vi fick våra ingenjörer på plats på sex veckor.',
    consentMarketing: true,
    consentPrivacy: true,
  },
  newsletter: { email: 'anna.berg@example.se' },
  academy: {
    companyName: 'Nordbygg AB',
    companyOrgNumber: '556677-8899',
    contactName: 'Anna Berg',
    contactEmail: 'anna.berg@example.se',
    contactPhone: '+46 70 123 45 67',
    contactPosition: 'HR-chef',
    billingAddress: 'Storgatan 1',
    billingZipCode: '111 22',
    billingCity: 'Stockholm',
    billingCountry: 'Sverige',
    invoiceReference: 'Akademin 2026',
    invoiceEmail: 'faktura@example.se',
    priceSek: 4995,
  },
};
const KINDS = Object.keys(SAMPLE_FIELDS) as VisitorLeadKind[];

async function emails(locale: Locale): Promise<Array<[string, RenderedEmail]>> {
  const visitor = { email: 'anna.berg@example.se', name: 'Anna Berg', language: locale };
  const link = (page: string) => `${site.url}${page}?token=preview-token&lang=${locale}`;
  const list: Array<[string, Promise<RenderedEmail>]> = [
    ...KINDS.flatMap((kind): Array<[string, Promise<RenderedEmail>]> => {
      const content = { kind, visitor, fields: SAMPLE_FIELDS[kind] };
      const details = kind === 'academy' ? academyConfirmationDetails(4995, locale) : undefined;
      return [
        [`staff-${kind}`, renderStaffNotification(content)],
        [
          `confirmation-${kind}`,
          renderVisitorConfirmation({ ...content, confirmationDetails: details }),
        ],
      ];
    }),
    [
      'newsletter-confirm',
      renderNewsletterConfirmRequest(locale, link('/api/newsletter/confirm'), 7),
    ],
    ['newsletter-welcome', renderNewsletterWelcome(locale, link('/newsletter'))],
    ['admin-sign-in', renderSignInEmail(locale, link('/admin/sign-in/verify'), 15)],
    ['salary-rules-alert', renderAlertEmail({ kind: 'median_missing', year: 2027 }, locale)],
  ];
  return Promise.all(
    list.map(async ([name, email]) => [name, await email] as [string, RenderedEmail]),
  );
}

async function main(): Promise<void> {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const links: string[] = [];
  for (const locale of routing.locales) {
    for (const [name, email] of await emails(locale)) {
      const file = `${locale}-${name}`;
      await writeFile(path.join(OUT, `${file}.html`), email.html);
      await writeFile(
        path.join(OUT, `${file}.txt`),
        `Subject: ${email.subject}\n\n${email.text}\n`,
      );
      links.push(`<li><a href="${file}.html">${file}</a> (<a href="${file}.txt">text</a>)</li>`);
    }
  }
  const index = `<!doctype html><meta charset="utf-8"><title>Email preview</title><ul>${links.join('')}</ul>`;
  await writeFile(path.join(OUT, 'index.html'), index);
  console.log(`${links.length} emails written to ${path.relative(process.cwd(), OUT)}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
