import { failureResponse } from '@/lib/api/lead-route';
import { API_ERRORS, errorResponse } from '@/lib/api/responses';
import { getDb } from '@/lib/db/client';
import { readRules, salaryParametersAnswer } from '@/lib/salary/read';
import { stockholmDate } from '@/lib/salary/rules';
import { now } from '@/lib/time/clock';
import { fieldErrors } from '@/lib/validation/errors';
import { salaryParametersQuery } from '@/lib/validation/salary-parameters-query';

// The salary rules, read on every request: a figure dated in the future takes over on its date
// with no deploy. Without a query it answers the spec's parameters for a first permit received
// today (Europe/Stockholm); `?situation=first_permit|extension&date=YYYY-MM-DD` asks for another
// case. Browsers may reuse an answer for a minute and a CDN for four, so a change reaches every
// visitor within five minutes.
export const dynamic = 'force-dynamic';

const CACHEABLE = 'public, max-age=60, s-maxage=240';

export async function GET(request: Request): Promise<Response> {
  const query = salaryParametersQuery(new URL(request.url));
  if (!query.success) {
    return errorResponse(400, API_ERRORS.invalidInput, { fields: fieldErrors(query.error) });
  }
  try {
    const { situation = 'first_permit', date = stockholmDate(now()) } = query.data;
    const answer = salaryParametersAnswer(await readRules(await getDb()), situation, date);
    // A date before every rule: nothing is known about it.
    if (!answer)
      return errorResponse(400, API_ERRORS.invalidInput, { fields: { date: 'outOfRange' } });
    return Response.json(answer, { headers: { 'Cache-Control': CACHEABLE } });
  } catch (error) {
    return failureResponse('salary-parameters', error, request);
  }
}
