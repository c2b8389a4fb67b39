import { failureResponse } from '@/lib/api/lead-route';
import { getDb } from '@/lib/db/client';
import { readSalaryRules } from '@/lib/salary/read';
import { now } from '@/lib/time/clock';

// The rule set in force today (Europe/Stockholm), read on every request: a set dated in the
// future takes over on its date with no deploy. Browsers may reuse an answer for a minute and a
// CDN for four, so a newly active set reaches every visitor within five minutes.
export const dynamic = 'force-dynamic';

const CACHEABLE = 'public, max-age=60, s-maxage=240';

export async function GET(): Promise<Response> {
  try {
    return Response.json(await readSalaryRules(await getDb(), now()), {
      headers: { 'Cache-Control': CACHEABLE },
    });
  } catch (error) {
    return failureResponse('salary-parameters', error);
  }
}
