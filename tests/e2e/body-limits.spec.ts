import { expect, test } from '@playwright/test';
import { HUGE_BYTES, hugeBodyTargets, sendHuge } from '../../scripts/lib/huge-body';

// Every request body is bounded: 64 MB, declared or chunked, to every route and form action is
// answered 4xx; an API route answers before the body has been sent (it never reads it whole). A
// page's refusal comes from the middleware, which Next sends only once the body has arrived (of
// which it keeps 64 KB): the proxy in front answers those at once
// (docs/workarounds.md#page-bodies-read-whole). Times and the server's memory:
// `npm run measure:body-limits` (docs/security.md).

test.skip(Boolean(process.env.BASE_URL), 'sends 64 MB bodies: the local build only');

test('64 MB to every route and action: a 4xx, from an API route before the body is sent', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const targets = await hugeBodyTargets(origin);
  expect(targets.length).toBeGreaterThan(25);
  const answers: string[] = [];
  for (const target of targets) {
    for (const mode of ['length', 'chunked'] as const) {
      const result = await sendHuge(origin, target, mode);
      const early = result.bytesSent < HUGE_BYTES;
      answers.push(
        `${target.name} ${mode}: ${result.status}${early ? '' : ' (after the whole body)'}`,
      );
      expect.soft(result.status, `${target.name} ${mode}`).toBeGreaterThanOrEqual(400);
      expect.soft(result.status, `${target.name} ${mode}`).toBeLessThan(500);
      if (target.path.startsWith('/api/')) {
        expect.soft(early, `${target.name} ${mode}: answered before the body was sent`).toBe(true);
      }
    }
  }
  test.info().annotations.push({ type: 'answers', description: answers.join('\n') });
});
