import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// Signing in to /admin the way staff do: ask for a link, read the email the server wrote to its
// mail folder (no RESEND_API_KEY: every email is an .eml file in MAIL_DIR, default .data/mail,
// relative to the server's working directory, which is this checkout), open the link, press the
// button. The server's staff addresses come from playwright.config.ts (ADMIN_EMAILS).

export const STAFF_EMAIL = 'staff@example.com';
export const MAIL_DIR = path.resolve(process.env.MAIL_DIR ?? '.data/mail');

async function signInMails(email: string, since: number): Promise<string[]> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  const found: Array<{ file: string; time: number }> = [];
  for (const name of names) {
    if (!name.endsWith('.eml') || !name.includes('staff_sign_in')) continue;
    const file = path.join(MAIL_DIR, name);
    const { mtimeMs } = await stat(file);
    if (mtimeMs < since) continue;
    const text = await readFile(file, 'utf8');
    if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'im').test(text)) {
      found.push({ file: text, time: mtimeMs });
    }
  }
  return found.sort((a, b) => b.time - a.time).map((entry) => entry.file);
}

/** The sign-in links mailed to `email` since `since` (ms), newest first, as paths. */
export async function signInLinks(email: string, since: number): Promise<string[]> {
  const mails = await signInMails(email, since);
  return mails.flatMap((text) => {
    const match = /https?:\/\/[^\s"<>]+\/admin\/sign-in\/verify\?token=[A-Za-z0-9_-]+/.exec(text);
    if (!match) return [];
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    return [`${url.pathname}${url.search}`];
  });
}

/** Asks for a link on the sign-in page and returns the new links in the mail folder, newest first. */
async function requestLinks(page: Page, email: string): Promise<string[]> {
  const since = Date.now() - 1_000;
  const before = new Set(await signInLinks(email, since));
  await page.goto('/admin/sign-in');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('status')).toBeVisible();
  let links: string[] = [];
  await expect
    .poll(
      async () =>
        (links = (await signInLinks(email, since)).filter((link) => !before.has(link))).length,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return links;
}

/** Asks for a link on the sign-in page and returns it once its email is in the mail folder. */
export async function requestSignInLink(page: Page, email: string): Promise<string> {
  return (await requestLinks(page, email))[0] as string;
}

/** Opens a mailed link and presses its button; the page is then signed in (or refused). */
export async function followSignInLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/verify')),
    page.locator('form button[type="submit"]').click(),
  ]);
}

/**
 * Signs `page` in as `email` through the mail file; ends on the inbox (/admin). Tests running in
 * parallel may ask for links to the same address at the same moment and cannot tell whose email
 * is whose, so a link another test already used is skipped and the next one tried.
 */
export async function signIn(page: Page, email: string = STAFF_EMAIL): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    for (const link of await requestLinks(page, email)) {
      await followSignInLink(page, link);
      if (new URL(page.url()).pathname === '/admin') return;
    }
  }
  throw new Error(`Could not sign in as ${email}`);
}
