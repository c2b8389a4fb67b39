import { failureResponse } from '@/lib/api/lead-route';
import { readSalaryParameters } from '@/lib/leads/salary';

// Read on every request (the values change in the database, not in a deploy), but browsers may
// reuse an answer for a minute and a CDN for five.
export const dynamic = 'force-dynamic';

const CACHEABLE = 'public, max-age=60, s-maxage=300';

export async function GET(): Promise<Response> {
  try {
    const parameters = await readSalaryParameters();
    return Response.json({ parameters }, { headers: { 'Cache-Control': CACHEABLE } });
  } catch (error) {
    return failureResponse('salary-parameters', error);
  }
}
