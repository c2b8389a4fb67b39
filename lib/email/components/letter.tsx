import { Button, Link, Section, Text } from '@react-email/components';
import type { Locale } from 'next-intl';
import { EmailShell, MUTED, PARAGRAPH } from './shell';

// Every email to a visitor or a staff member that is written as a letter: greeting, paragraphs,
// at most one button, a small note or link, the sign-off.
export interface LetterProps {
  locale: Locale;
  title: string;
  greeting?: string;
  paragraphs: readonly string[];
  button?: { href: string; label: string };
  note?: string;
  link?: { href: string; label: string };
  signOff?: { regards: string; name: string };
}

export function Letter({
  locale,
  title,
  greeting,
  paragraphs,
  button,
  note,
  link,
  signOff,
}: LetterProps) {
  return (
    <EmailShell locale={locale} title={title} preview={paragraphs[0]}>
      {greeting ? <Text style={PARAGRAPH}>{greeting}</Text> : null}
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={PARAGRAPH}>
          {paragraph}
        </Text>
      ))}
      {button ? (
        <Section style={{ margin: '24px 0' }}>
          <Button
            href={button.href}
            style={{
              backgroundColor: '#174a80',
              color: '#ffffff',
              fontWeight: 600,
              textDecoration: 'none',
              padding: '12px 20px',
              borderRadius: '6px',
            }}
          >
            {button.label}
          </Button>
        </Section>
      ) : null}
      {note ? <Text style={MUTED}>{note}</Text> : null}
      {link ? (
        <Text style={MUTED}>
          <Link href={link.href} style={{ color: '#174a80' }}>
            {link.label}
          </Link>
        </Text>
      ) : null}
      {signOff ? (
        <Text style={{ ...PARAGRAPH, margin: '16px 0 0' }}>
          {signOff.regards}
          <br />
          {signOff.name}
        </Text>
      ) : null}
    </EmailShell>
  );
}

/**
 * The same letter as plain text, a blank line between its parts: the button and the link are
 * spelled out ("label: address") since a text reader cannot click them.
 */
export function letterText(letter: LetterProps): string[] {
  const { greeting, paragraphs, button, note, link, signOff } = letter;
  const spelled = (target?: { href: string; label: string }) =>
    target && `${target.label}: ${target.href}`;
  const parts = [
    greeting,
    ...paragraphs,
    spelled(button),
    note,
    spelled(link),
    signOff && `${signOff.regards}\n${signOff.name}`,
  ].filter((part): part is string => part !== undefined);
  return parts.flatMap((part, index) => (index ? ['', part] : [part]));
}
