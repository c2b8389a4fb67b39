import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { isCountable, type CountableRequest, type PageView } from './classify';
import { PageViewCounter } from './counter';
import { writePageViews } from './write';

// This process's page-view counter (middleware.ts counts, a timer writes). Kept on globalThis,
// so a module loaded twice (the middleware's bundle and the app's, or a dev-server reload)
// shares one counter.

const store = globalThis as typeof globalThis & { __pageViewCounter?: PageViewCounter };

export function pageViewCounter(): PageViewCounter {
  store.__pageViewCounter ??= new PageViewCounter({
    intervalMs: env.PAGE_VIEW_FLUSH_SECONDS * 1000,
    write: async (rows) => writePageViews(await getDb(), rows),
    onError: (error, pendingRows) =>
      log.warn('insights.flush_failed', {
        error,
        pendingRows,
        retryInSeconds: env.PAGE_VIEW_FLUSH_SECONDS,
      }),
  });
  return store.__pageViewCounter;
}

/** Whether this request is counted (counting on, a person's page load). */
export function shouldCount(request: CountableRequest): boolean {
  return env.PAGE_VIEW_COUNTING === 'on' && isCountable(request);
}

export function countPageView(view: PageView): void {
  pageViewCounter().add(view);
}
