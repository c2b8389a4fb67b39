import type { SalaryLog } from '@/lib/validation/salary-log';
import { browserLog } from '@/lib/log';

export const SALARY_LOG_URL = '/api/log-salary-verification';

/** Fire and forget: the calculation never waits for, or fails with, the log call. */
export function logVerification(body: SalaryLog): void {
  fetch(SALARY_LOG_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok)
        browserLog.error(`[salary] logging the verification failed: HTTP ${response.status}`);
    })
    .catch((error: unknown) =>
      browserLog.error('[salary] logging the verification failed:', error),
    );
}
