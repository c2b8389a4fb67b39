import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import { site } from '@/lib/site';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The email's HTML from its React tree, beside the plain-text part written for it. */
export async function renderEmail(
  subject: string,
  element: ReactElement,
  text: readonly string[],
): Promise<RenderedEmail> {
  return { subject, html: await render(element), text: [...text, '', textFooter()].join('\n') };
}

function textFooter(): string {
  return ['--', site.legalName, site.phone, site.email, site.url].join('\n');
}
