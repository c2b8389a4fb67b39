import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { headerSafe } from './escape';
import type { OutgoingEmail } from './resend-transport';

// Without RESEND_API_KEY (a fresh clone, CI) every email is written as an .eml file: plain
// UTF-8, readable in an editor, and it opens in any mail client. Headers are already single-line
// (lib/email/escape.ts), so nothing a visitor typed can add headers here either.
function emlText(email: OutgoingEmail, date: Date, boundary: string): string {
  const headers = [
    `From: ${email.from}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${email.subject}`,
    `Date: ${date.toUTCString()}`,
    `X-Idempotency-Key: ${email.idempotencyKey}`,
    ...Object.entries(email.headers ?? {}).map(
      ([name, value]) => `${name}: ${headerSafe(value, 998)}`,
    ),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  return [
    ...headers,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    email.text,
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    email.html,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Writes the email under `dir` and returns the file's path. */
export async function writeMailFile(
  dir: string,
  email: OutgoingEmail,
  date: Date,
): Promise<string> {
  await mkdir(path.resolve(dir), { recursive: true });
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}_${email.idempotencyKey.replace(/[^A-Za-z0-9-]+/g, '_')}.eml`;
  const file = path.join(path.resolve(dir), name);
  await writeFile(
    file,
    emlText(email, date, `=_${email.idempotencyKey.replace(/[^A-Za-z0-9]/g, '')}`),
  );
  return file;
}
