import { Body, Container, Head, Html, Preview, Text } from '@react-email/components';
import type { Locale } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { site } from '@/lib/site';

// One plain column on a grey page, inline styles only (mail clients drop <style> and classes),
// system fonts; the company's facts under the card. React escapes every text and attribute.
const FONT = '-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

export const MUTED: CSSProperties = { fontSize: '13px', lineHeight: '20px', color: '#6b7280' };
export const PARAGRAPH: CSSProperties = {
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
};

interface Props {
  locale: Locale;
  title: string;
  /** The line a mail client shows beside the subject in the inbox. */
  preview?: string;
  children: ReactNode;
}

export function EmailShell({ locale, title, preview, children }: Props) {
  const footer = [site.legalName, site.phone, site.email, site.url].join(' · ');
  return (
    <Html lang={locale}>
      <Head>
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body
        style={{
          margin: 0,
          padding: '24px 12px',
          backgroundColor: '#f4f5f7',
          fontFamily: FONT,
          color: '#1f2933',
        }}
      >
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            padding: '24px',
          }}
        >
          {children}
        </Container>
        <Text
          style={{
            ...MUTED,
            fontSize: '12px',
            maxWidth: '600px',
            margin: '16px auto 0',
            textAlign: 'center',
          }}
        >
          {footer}
        </Text>
      </Body>
    </Html>
  );
}
