/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// `npm run email:preview` writes every email in both languages: 14 emails (five staff
// notifications, five confirmations, the newsletter's two, the sign-in link, the warning that the
// salary rules may be out of date) per language. Staff
// notifications are always Swedish; they show the visitor's language as a field.
const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'email-preview-'));
  await run(process.execPath, ['--import', 'tsx', 'scripts/email-preview.ts', dir]);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

test.each(['sv', 'en'])(
  'writes every email in %s, HTML in that language and plain text',
  async (locale) => {
    const files = (await readdir(dir)).filter((name) => name.startsWith(`${locale}-`));
    const html = files.filter((name) => name.endsWith('.html'));
    expect(html).toHaveLength(14);
    expect(files.filter((name) => name.endsWith('.txt'))).toHaveLength(14);
    for (const name of html) {
      expect(await readFile(path.join(dir, name), 'utf8')).toMatch(
        new RegExp(`<html [^>]*lang="${locale === 'sv' || name.includes('staff-') ? 'sv' : 'en'}"`),
      );
    }
    const signIn = await readFile(path.join(dir, `${locale}-admin-sign-in.txt`), 'utf8');
    expect(signIn).toMatch(locale === 'sv' ? /^Subject: Logga in/ : /^Subject: Sign in/);
  },
);

test('links them all from index.html', async () => {
  const index = await readFile(path.join(dir, 'index.html'), 'utf8');
  expect(index.match(/\.html"/g)).toHaveLength(28);
});
