import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sv from '../../messages/sv.json';
import {
  followSignInLink,
  MAIL_DIR,
  requestSignInLink,
  signIn,
  signInLinks,
  STAFF_EMAIL,
} from './support/admin';
import { createSharedDatabase, hasLocalBuild, startInstance } from './support/instances';

// The back office's foundation: sign-in through the mail file, what refuses without a session,
// the cross-site refusal, its headers, robots.txt, accessibility, and the public pages' JS.

const ADMIN_PAGES = ['/admin', '/admin/audit', '/admin?kind=contact&status=new'];
/** What a browser sends with a request a page of the site itself made. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

test.describe('sign-in', () => {
  test('an allowed and an unknown address get the same answer; only the allowed one gets a link', async ({
    page,
  }) => {
    const answers: string[] = [];
    const unknown = `nobody-${Date.now()}@example.com`;
    const since = Date.now() - 1_000;
    for (const email of [STAFF_EMAIL, unknown]) {
      await page.goto('/admin/sign-in');
      await page.locator('input[name="email"]').fill(email);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator('form button[type="submit"]').click(),
      ]);
      await expect(page.getByRole('status')).toBeVisible();
      answers.push(
        `${response.status()} ${new URL(page.url()).pathname}${new URL(page.url()).search} ${await page.getByRole('status').innerText()}`,
      );
    }
    expect(answers[0]).toBe(answers[1]);
    await expect
      .poll(async () => (await signInLinks(STAFF_EMAIL, since)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The unknown address's (would-be) mail: give the server time to have written it, then none.
    await page.waitForTimeout(1_000);
    expect(await signInLinks(unknown, since)).toEqual([]);
  });

  test('a link signs in once; the second use is refused', async ({ page, browser }) => {
    // The other staff address: a test signing in as STAFF_EMAIL in parallel asks for a newer
    // link, which by design replaces this one before it is used.
    const link = await requestSignInLink(page, 'editor@example.com');
    await followSignInLink(page, link);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: sv.Admin.navLabel })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.endsWith('tbs-admin.session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.secure).toBe(true); // a production build (next start)

    const other = await browser.newContext();
    const second = await other.newPage();
    await followSignInLink(second, link);
    await expect(second).toHaveURL(/\/admin\/sign-in\?error=link$/);
    await expect(
      second.getByText('Länken är ogiltig, redan använd eller har gått ut.'),
    ).toBeVisible();
    expect((await second.goto('/admin'))?.url()).toMatch(/\/admin\/sign-in$/);
    await other.close();
  });

  test('sign-out ends the session and is in the audit log', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/audit');
    await expect(page.locator('td[data-action="auth.sign_in"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed_out=1$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });
});

test.describe('sign-in that no stranger can lock', () => {
  // A server of its own with the production cooldown (the suite's server has none: its tests
  // sign in as one address in parallel), behind one declared proxy so that X-Forwarded-For names
  // each client, on a fresh database. Without JavaScript: the plain form posts.
  test.skip(!hasLocalBuild() || Boolean(process.env.BASE_URL), 'needs the local build');
  test.use({ javaScriptEnabled: false });

  test('20 requests for a staff address from other clients: the staff member is told the truth and signs in within a minute', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = 'gatekeeper@example.com';
    const database = await createSharedDatabase();
    const server = await startInstance(Number(process.env.E2E_PORT ?? 3100) + 45, {
      DATABASE_URL: database.url,
      ADMIN_EMAILS: email,
      SIGN_IN_COOLDOWN_SECONDS: '60',
      TRUSTED_PROXY_HOPS: '1',
      MAIL_DIR, // the address is this test's own, so the suite's folder can be read
    });
    try {
      const since = Date.now() - 1_000;
      const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
      const page = await context.newPage();
      const ask = async (client: string) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
        await page.goto('/admin/sign-in');
        await page.getByRole('textbox', { name: sv.AdminSignIn.email }).fill(email);
        await page.getByRole('button', { name: sv.AdminSignIn.submit }).click();
        return (await page.locator('[role=status], [role=alert]').innerText()).trim();
      };
      const answers = [];
      for (let i = 1; i <= 20; i += 1) answers.push(await ask(`198.51.100.${i}`));
      expect(answers[0]).toBe(sv.AdminSignIn.sent);
      for (const answer of answers.slice(1)) expect(answer).toMatch(/^En inloggningslänk begärdes/);

      // The staff member, from their own network: the page says a link went out moments ago
      // and when to ask again, and the link in the inbox (from a stranger's request) works.
      const own = await ask('203.0.113.9');
      expect(own).toMatch(/^En inloggningslänk begärdes .* om \d+ sekunder\.$/);
      let links: string[] = [];
      await expect
        .poll(async () => (links = await signInLinks(email, since)).length, { timeout: 15_000 })
        .toBe(1);
      await followSignInLink(page, links[0] ?? '');
      await expect(page).toHaveURL(/\/admin$/);
      await context.close();
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});

test.describe('without a session', () => {
  test('every admin page redirects to the sign-in page', async ({ request }) => {
    for (const path of ADMIN_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toMatch(/\/admin\/sign-in$/);
      expect(response.headers()['x-robots-tag'], path).toContain('noindex');
    }
  });

  test('a forged session cookie counts for nothing', async ({ request }) => {
    const response = await request.get('/admin/audit', {
      maxRedirects: 0,
      headers: {
        cookie:
          'tbs-admin.session_token=forged.value; __Secure-tbs-admin.session_token=forged.value',
      },
    });
    expect(response.status()).toBe(307);
  });
});

test('a cross-site POST to the back office is refused', async ({ request }) => {
  for (const path of ['/admin/sign-in', '/admin', '/admin/audit']) {
    const response = await request.post(path, {
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: 'email=staff%40example.com',
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
    expect(response.headers()['x-robots-tag'], path).toContain('noindex');
  }
});

test('admin responses: noindex, no-store, a nonce CSP of their own; robots.txt disallows /admin', async ({
  request,
}) => {
  const response = await request.get('/admin/sign-in');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['cache-control']).toContain('no-store');
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  // The only inline allowance: <style> elements (the inlined stylesheets carry no nonce).
  expect(csp.match(/[\w-]+ [^;]*'unsafe-inline'/g)).toEqual([
    "style-src-elem 'self' 'unsafe-inline'",
  ]);
  const html = await response.text();
  // Every script Next writes carries this response's nonce.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const again = (await request.get('/admin/sign-in')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});

test('the language switch: Swedish by default, English on request', async ({ page }) => {
  await page.goto('/admin/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('link', { name: 'Byt till engelska' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.goto('/admin/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('axe: no serious or critical findings on the admin pages (and no CSP violation)', async ({
  page,
}) => {
  test.setTimeout(90_000); // eight scans and a sign-in on a shared 2-core machine
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/admin/sign-in');
  const found = await seriousViolations(page);
  await page.goto('/admin/sign-in?error=link');
  found.push(...(await seriousViolations(page)));
  await page.goto('/admin/sign-in/verify?token=abc');
  found.push(...(await seriousViolations(page)));
  await signIn(page);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    found.push(...(await seriousViolations(page)));
  }
  // A lead's detail page, with its emails.
  await page.request.post('/api/send-contact-email', {
    data: {
      type: 'contact',
      name: 'Axe Åkesson',
      email: `axe-${Date.now()}@example.com`,
      company: 'Tillgänglig AB',
      phone: '+46 70 123 45 67',
      service: 'language',
      message: 'Hej',
      language: 'sv',
      gdprConsent: true,
    },
  });
  await page.goto('/admin?q=Axe');
  await page.locator('tbody a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('@example.com');
  // The service in the contact form's words, not its code.
  await expect(page.locator('#admin-main')).toContainText('Språkutbildning för arbetslivet');
  found.push(...(await seriousViolations(page)));
  expect(found).toEqual([]);
  expect(blocked).toEqual([]);
});

test('the keyboard reaches the sign-in form and the admin navigation', async ({ page }) => {
  await page.goto('/admin/sign-in');
  await page.keyboard.press('Tab'); // skip link
  await expect(page.getByRole('link', { name: 'Hoppa till innehållet' })).toBeFocused();
  await signIn(page);
  await page.goto('/admin/audit');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // the skip link moves focus to the content
  await expect(page.locator('#admin-main')).toBeFocused();
  await page.goto('/admin/audit');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Administration' })).toBeFocused();
});

test('the public pages load no back-office code', async ({ request }) => {
  for (const path of ['/', '/en', '/kontakt']) {
    const html = await (await request.get(path)).text();
    const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      const body = await (await request.get(src)).text();
      expect(body, src).not.toMatch(/tbs-admin|admin\/sign-in|AdminSignIn/);
    }
  }
});

test.describe('the leads inbox', () => {
  /** A contact lead through the public API, with a name of its own to find it by. */
  async function postLead(request: APIRequestContext, name: string, company: string) {
    const email = `${name.toLowerCase().replace(/[^a-z]/g, '')}-${Date.now()}@example.com`;
    const response = await request.post('/api/send-contact-email', {
      data: {
        type: 'contact',
        name,
        email,
        company,
        phone: '+46 70 123 45 67',
        service: 'other',
        message: 'Hej! Vi söker åtta svetsare till Örebro.',
        language: 'sv',
        gdprConsent: true,
      },
    });
    expect(response.status()).toBe(200);
    return email;
  }

  test('search, detail with its emails, status and note without JavaScript, audit', async ({
    browser,
    request,
  }) => {
    const unique = `Åsa Öberg ${Date.now()}`;
    const email = await postLead(request, unique, 'Räksmörgås AB');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/admin?q=${encodeURIComponent(unique)}`);
    await expect(page.getByRole('status')).toHaveText('1 förfrågan');
    await page.getByRole('link', { name: unique }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(email);
    await expect(page.locator('[data-field="company"]')).toHaveText('Räksmörgås AB');
    // The staff notification and the visitor's confirmation, with their delivery state.
    await expect(page.locator('[data-email-status]')).toHaveCount(2);
    await page.getByLabel('Status').selectOption('in_progress');
    await page
      .getByLabel('Intern anteckning')
      .fill('Ring tillbaka på måndag – Åsa föredrar förmiddag.');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\?saved=1$/);
    await expect(page.getByLabel('Status')).toHaveValue('in_progress');
    await expect(page.getByLabel('Intern anteckning')).toHaveValue(
      'Ring tillbaka på måndag – Åsa föredrar förmiddag.',
    );
    await page.goto(`/admin?status=in_progress&q=${encodeURIComponent(unique)}`);
    await expect(page.getByRole('status')).toHaveText('1 förfrågan');
    await page.goto(`/admin?status=done&q=${encodeURIComponent(unique)}`);
    await expect(page.getByRole('status')).toHaveText('Inga förfrågningar');
    await page.goto('/admin/audit');
    await expect(page.locator('td[data-action="lead.status"]').first()).toBeVisible();
    await expect(page.locator('td[data-action="lead.note"]').first()).toBeVisible();
    await context.close();
  });

  test('the detail names each field as the lead’s own form does', async ({ page, request }) => {
    const email = `tech-labels-${Date.now()}@example.com`;
    const response = await request.post('/api/send-contact-email', {
      data: {
        type: 'techsverige',
        companyName: 'Etikett AB',
        organizationNumber: '556677-8899',
        firstName: 'Eva',
        lastName: 'Ek',
        mobile: '070-1234567',
        email,
        message: 'Hej!',
        language: 'sv',
      },
    });
    expect(response.status()).toBe(200);
    await signIn(page);
    await page.goto(`/admin?q=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Eva Ek' }).click();
    const labelOf = (field: string) => page.locator(`dt:has(+ dd[data-field="${field}"])`);
    await expect(labelOf('company')).toHaveText(sv.TechsverigeForm.companyName);
    await expect(labelOf('phone')).toHaveText(sv.TechsverigeForm.mobile);
  });

  test('a status change without a session is refused and changes nothing', async ({
    page,
    request,
    playwright,
  }) => {
    const unique = `Refusal ${Date.now()}`;
    await postLead(request, unique, 'Nix AB');
    await signIn(page);
    await page.goto(`/admin?q=${encodeURIComponent(unique)}`);
    await page.getByRole('link', { name: unique }).click();
    await expect(page.getByRole('button', { name: 'Spara' })).toBeVisible();
    const detail = page.url();
    // Without JavaScript: the form's post, replayed with no cookie at all.
    const html = await (await page.request.get(detail)).text();
    const form = html.split('<form').find((chunk) => chunk.includes('name="status"')) ?? '';
    const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(form)?.[1];
    expect(actionField).toBeTruthy();
    const id = detail.split('/').pop() as string;
    const bare = await playwright.request.newContext({ baseURL: new URL(detail).origin });
    const replay = await bare.post(detail, {
      headers: { origin: new URL(detail).origin },
      multipart: { [actionField as string]: '', kind: 'contact', id, status: 'done', note: 'x' },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(303);
    expect(replay.headers().location).toMatch(/\/admin\/sign-in\?expired=1$/);
    await bare.dispose();
    // With JavaScript, after the cookie is gone.
    await page.context().clearCookies();
    await page.getByLabel('Status').selectOption('done');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?expired=1$/);
    await signIn(page);
    await page.goto(detail);
    await expect(page.getByLabel('Status')).toHaveValue('new');
    await expect(page.getByLabel('Intern anteckning')).toHaveValue('');
  });

  test('the CSV export keeps å, ä and ö, follows the filters, and is audited', async ({
    page,
    request,
  }) => {
    const unique = `Export Ärlig Ödmjuk ${Date.now()}`;
    await postLead(request, unique, 'Ålands Äpple & Öl AB');
    await signIn(page);
    await page.goto(`/admin?q=${encodeURIComponent(unique)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportera som CSV' }).click(),
    ]);
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Typ;Inkommen;Namn;E-post;Företag;Telefon;Språk;Status;Intern anteckning;Meddelande;Id;' +
        'Skickad från sidan;Hänvisande webbplats;utm_source;utm_medium;utm_campaign',
    );
    expect(lines).toHaveLength(2); // the header and the one lead the search finds
    const fields = (lines[1] as string).split(';');
    expect(fields[0]).toBe('Kontakt');
    expect(fields[2]).toBe(unique);
    expect(fields[4]).toBe('Ålands Äpple & Öl AB');
    expect(fields[9]).toBe('Hej! Vi söker åtta svetsare till Örebro.');
    await page.goto('/admin/audit');
    await expect(page.locator('td[data-action="leads.export"]').first()).toBeVisible();
  });

  test('the XLSX export opens with the same rows, å, ä and ö intact', async ({ page, request }) => {
    const unique = `Excel Åsa Öberg ${Date.now()}`;
    await postLead(request, unique, 'Ängsö Åkeri AB');
    await signIn(page);
    await page.goto(`/admin?q=${encodeURIComponent(unique)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportera som Excel (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = await readXlsxFile(await readFile((await download.path()) as string));
    expect(sheet?.data[0]?.slice(0, 5)).toEqual(['Typ', 'Inkommen', 'Namn', 'E-post', 'Företag']);
    expect(sheet?.data).toHaveLength(2); // the header and the one lead the search finds
    expect(sheet?.data[1]?.[2]).toBe(unique);
    expect(sheet?.data[1]?.[4]).toBe('Ängsö Åkeri AB');
    const bare = await request.get('/admin/leads/export?format=xlsx', { headers: SAME_ORIGIN });
    expect(bare.status()).toBe(401);
  });

  test('the export refuses without a session', async ({ request }) => {
    const response = await request.get('/admin/leads/export', { headers: SAME_ORIGIN });
    expect(response.status()).toBe(401);
    expect(await response.text()).not.toContain(';');
  });

  test('a page of another site cannot start an export: refused, nothing in the audit log', async ({
    page,
  }) => {
    await signIn(page);
    const marker = `crosssite${Date.now()}`;
    const target = new URL(`/admin/leads/export?q=${marker}`, page.url()).toString();
    // A link on another site, opened by the signed-in staff member (the session cookie goes
    // along: SameSite=Lax lets a top-level GET carry it).
    await page.route('https://evil.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<a href="${target}">Open</a>` }),
    );
    await page.goto('https://evil.example/');
    const [response] = await Promise.all([
      page.waitForResponse(target),
      page.getByRole('link', { name: 'Open' }).click(),
    ]);
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe(sv.Admin.exportRefused);
    // HEAD (a link preview, a prefetch) neither: it is no download.
    const head = await page.request.head(target, { headers: SAME_ORIGIN });
    expect(head.status()).toBe(405);
    // The same export from the back office is recorded; the refused ones are not.
    const own = `ownexport${Date.now()}`;
    const download = await page.request.get(`/admin/leads/export?q=${own}`, {
      headers: SAME_ORIGIN,
    });
    expect(download.status()).toBe(200);
    await page.goto('/admin/audit');
    await expect(page.getByText(own)).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
  });
});
