import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { expect, test } from '@playwright/test';
import { rateLimitKey } from '../../lib/api/rate-limit';
import sv from '../../messages/sv.json';
import { startPgProxy, type PgProxy } from '../faults/support/pg-proxy';
import { MAIL_DIR, signIn } from './support/admin';
import {
  createSharedDatabase,
  hasLocalBuild,
  startInstance,
  type Instance,
  type SharedDatabase,
} from './support/instances';

// Many instances, one truth: two `next start` processes of this build (A bound with
// `-H 127.0.0.1`, B with `-H localhost`) on one PostgreSQL of their own, reached through a proxy
// the test can cut (the machine's shared server is never stopped), and the Redis on
// 127.0.0.1:6379 as their shared page cache (REDIS_URL, under a key prefix of this run).
// A staff edit through A is on both at the next request; with the database away, an on-demand
// revalidation leaves both serving the last good FAQ (200), and the new one once it is back.

const base = Number(process.env.E2E_PORT ?? 3100);
const PORTS = { a: base + 21, b: base + 22, proxy: base + 25, nginx: base + 26 };
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REVALIDATE_SECRET = 'multi-revalidate-secret';
const CRON_SECRET = 'multi-cron-secret';
const prefix = `e2e-multi-${randomBytes(4).toString('hex')}:`;
const t = sv.AdminFaq;
const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(.+\\))?$`);

test.describe.configure({ mode: 'serial' });
test.skip(
  Boolean(process.env.BASE_URL),
  'starts its own `next start` instances of the local build',
);
test.skip(
  process.env.TEST_REDIS_UNAVAILABLE === '1',
  `no Redis at ${REDIS_URL} (scripts/test/run.mjs found none): install redis-server to run it`,
);

let database: SharedDatabase;
let proxy: PgProxy;
let a: Instance;
let b: Instance;
const redis = createClient({ url: REDIS_URL });

async function faq(instance: Instance, path = '/faq'): Promise<{ status: number; html: string }> {
  const response = await fetch(`${instance.url}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

async function addQuestion(question: string): Promise<void> {
  await database.query(
    `INSERT INTO faqs (id, category_key, question_sv, question_en, answer_sv, answer_en,
                       sort_order, is_published, updated_at)
     VALUES (gen_random_uuid(), 'general', $1, $1, 'Svar.', 'Answer.', 1, true, now())`,
    [question],
  );
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  expect(hasLocalBuild(), 'no build: run `npm run build` first').toBe(true);
  await redis.connect();
  database = await createSharedDatabase();
  await database.query(
    `INSERT INTO faq_categories (id, key, title_sv, title_en, sort_order, updated_at)
     VALUES (gen_random_uuid(), 'general', 'Allmänt', 'General', 1, now())`,
  );
  await addQuestion('Fråga från början?');
  proxy = await startPgProxy(PORTS.proxy);
  const url = new URL(database.url);
  const env = {
    DATABASE_URL: proxy.url(url.pathname.slice(1)),
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    REVALIDATE_SECRET,
    CRON_SECRET,
    MAIL_DIR, // where the sign-in helper reads its links
    TRUSTED_PROXY_HOPS: '1', // behind nginx, as the README says (the last test)
  };
  [a, b] = await Promise.all([
    startInstance(PORTS.a, env, { host: '127.0.0.1' }),
    startInstance(PORTS.b, env, { host: 'localhost' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  await database?.drop();
  if (redis.isOpen) {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) {
      if (keys.length > 0) await redis.del(keys);
    }
    await redis.quit();
  }
});

test('both instances serve the FAQ of the database, from the shared cache in Redis', async () => {
  for (const instance of [a, b]) {
    await expect
      .poll(async () => (await faq(instance)).html, { timeout: 20_000 })
      .toContain('Fråga från början?');
  }
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${prefix}*` })) keys.push(...batch);
  expect(keys.length).toBeGreaterThan(0);
});

test('a staff edit made through A is on both at the next request', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: a.url });
  const page = await context.newPage();
  try {
    await signIn(page);
    await page.goto('/admin/faq/new');
    await page.getByRole('combobox', { name: named(t.fields.categoryKey) }).selectOption('general');
    await page.getByRole('textbox', { name: named(t.fields.questionSv) }).fill('Ändrad via A?');
    await page.getByRole('textbox', { name: named(t.fields.questionEn) }).fill('Changed via A?');
    await page.getByRole('textbox', { name: named(t.fields.answerSv) }).fill('Ja.');
    await page.getByRole('textbox', { name: named(t.fields.answerEn) }).fill('Yes.');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('status')).toHaveText(t.done['faq-create']);
  } finally {
    await context.close();
  }
  // B first: it never handled the edit.
  expect((await faq(b)).html).toContain('Ändrad via A?');
  expect((await faq(b, '/en/faq')).html).toContain('Changed via A?');
  expect((await faq(a)).html).toContain('Ändrad via A?');
});

test('database away: revalidation keeps the last good FAQ on both (200); back: the new one', async () => {
  await addQuestion('Tillagd under avbrottet?');
  await proxy.cut();
  try {
    const revalidated = await fetch(`${a.url}/api/revalidate-faq`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    expect(revalidated.status).toBe(200);
    for (const instance of [b, a]) {
      for (const path of ['/faq', '/en/faq']) {
        const { status, html } = await faq(instance, path);
        expect({ path, status }).toEqual({ path, status: 200 });
        expect(html).toMatch(/Ändrad via A\?|Changed via A\?/);
        expect(html).not.toContain('Tillagd under avbrottet?');
      }
    }
    // Meanwhile the back office and the cron say "try again later", not "broken".
    const admin = await fetch(`${a.url}/admin`, { redirect: 'manual' });
    expect(admin.status).toBe(503);
    expect(Number(admin.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await admin.text()).toContain(sv.Admin.unavailable.title);
    const cron = await fetch(`${b.url}/api/cron`, {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(cron.status).toBe(503);
    expect(cron.headers.get('retry-after')).not.toBeNull();
  } finally {
    await proxy.restore();
  }
  for (const instance of [a, b]) {
    await expect
      .poll(async () => (await faq(instance)).html, { timeout: 45_000, intervals: [1_000] })
      .toContain('Tillagd under avbrottet?');
  }
  const logs = [...a.logs, ...b.logs].join('');
  expect(logs).toContain('"event":"page.stale_on_error"');
  expect(logs).not.toMatch(/"level":"error"/);
});

/** An https request to nginx with its self-signed certificate; resolves with status and body. */
function throughNginx(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: PORTS.nginx,
        path: pathname,
        method: init.method ?? 'GET',
        headers: { host: 'www.talentbridge.se', ...init.headers },
        rejectUnauthorized: false, // the test's own certificate
        servername: 'www.talentbridge.se',
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** 64 MB declared to `pathname` through nginx, sent until the answer comes: status, bytes sent. */
function hugeThroughNginx(pathname: string): Promise<{ status: number; sent: number }> {
  const total = 64 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const request = httpsRequest({
      host: '127.0.0.1',
      port: PORTS.nginx,
      path: pathname,
      method: 'POST',
      headers: {
        host: 'www.talentbridge.se',
        origin: 'https://www.talentbridge.se',
        'content-type': 'multipart/form-data; boundary=----x',
        'content-length': String(total),
      },
      rejectUnauthorized: false,
      servername: 'www.talentbridge.se',
    });
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve({ status, sent });
      request.destroy();
    };
    request.on('response', (response) => finish(response.statusCode ?? 0));
    request.on('error', () => finish(0));
    const pump = () => {
      while (!done && sent < total) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!done) request.end();
    };
    request.flushHeaders();
    pump();
  });
}

test('nginx with the README configuration in front of both: one FAQ, the client address counted, https headers, bodies capped', async () => {
  test.skip(!NGINX, 'nginx is not installed (Debian: nginx-light)');
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
  let nginx: ChildProcess | undefined;
  try {
    const readme = readFileSync('README.md', 'utf8');
    const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
    if (!block) throw new Error('no nginx configuration in README.md');
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=www.talentbridge.se',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    // The README's configuration with this test's ports and certificate, nothing else changed.
    const site = block
      .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${PORTS.a};`)
      .replace('server 127.0.0.1:3001;', `server localhost:${PORTS.b};`)
      .replace('listen 443 ssl;', `listen 127.0.0.1:${PORTS.nginx} ssl;`)
      .replace(/ssl_certificate (\S+);/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key (\S+);/, `ssl_certificate_key ${key};`);
    expect(site).toContain(`127.0.0.1:${PORTS.nginx}`);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\n` +
        `http {\naccess_log off;\nclient_body_temp_path ${dir};\nproxy_temp_path ${dir};\n${site}\n}\n`,
    );
    nginx = spawn(NGINX ?? 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await throughNginx('/robots.txt').catch(() => ({ status: 0 }))).status, {
        timeout: 15_000,
      })
      .toBe(200);

    // Round robin over A and B: every answer is the same FAQ.
    const answers = await Promise.all(Array.from({ length: 8 }, () => throughNginx('/faq')));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Tillagd under avbrottet?');
    }

    // A lead through nginx with a forged X-Forwarded-For: counted for the address nginx saw.
    const email = `nginx-${Date.now()}@example.se`;
    const lead = await throughNginx('/api/send-contact-email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://www.talentbridge.se',
        'x-forwarded-for': '203.0.113.7',
      },
      body: JSON.stringify({
        name: 'Via nginx',
        email,
        company: 'Proxy AB',
        phone: '+46 70 123 45 67',
        service: 'other',
        message: 'Hej',
        language: 'sv',
      }),
    });
    expect(lead.status).toBe(200);
    const keys = (await database.query<{ key: string }>('SELECT key FROM rate_limit_windows')).map(
      (row) => row.key,
    );
    expect(keys).toContain(rateLimitKey('send-contact-email', '127.0.0.1'));
    expect(keys).not.toContain(rateLimitKey('send-contact-email', '203.0.113.7'));

    // Over https through the proxy the app trusts: HSTS and upgrade-insecure-requests.
    const page = await throughNginx('/en');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    expect(String(page.headers['content-security-policy']).split('; ')).toContain(
      'upgrade-insecure-requests',
    );
    // A page POST of 64 MB stops at nginx before its body is sent (the app alone would refuse it
    // only once the body has arrived: docs/workarounds.md#page-bodies-read-whole).
    const huge = await hugeThroughNginx('/kontakt');
    expect(huge.status).toBe(413);
    expect(huge.sent).toBeLessThan(64 * 1024 * 1024);
  } finally {
    nginx?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
