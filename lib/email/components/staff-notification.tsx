import { Heading, Text } from '@react-email/components';
import type { Locale } from 'next-intl';
import { Fragment } from 'react';
import { EmailShell, MUTED } from './shell';

interface Props {
  locale: Locale;
  title: string;
  heading: string;
  /** Label and value, as staff read them; a value keeps the visitor's line breaks. */
  rows: ReadonlyArray<readonly [string, string]>;
  replyHint: string;
}

const lines = (value: string) =>
  value.split(/\r\n|\r|\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));

export function StaffNotification({ locale, title, heading, rows, replyHint }: Props) {
  return (
    <EmailShell locale={locale} title={title}>
      <Heading as="h1" style={{ fontSize: '20px', lineHeight: '28px', margin: '0 0 16px' }}>
        {heading}
      </Heading>
      <table
        role="presentation"
        style={{ borderCollapse: 'collapse', fontSize: '14px', lineHeight: '21px' }}
      >
        <tbody>
          {rows.map(([label, value], index) => (
            <tr key={index}>
              <th
                align="left"
                style={{ width: '38%', padding: '6px 12px 6px 0', verticalAlign: 'top' }}
              >
                {label}
              </th>
              <td style={{ padding: '6px 0', verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                {lines(value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={{ ...MUTED, margin: '16px 0 0' }}>{replyHint}</Text>
    </EmailShell>
  );
}
