import { errorResponse } from '@/lib/api/responses';

// Every address under /api that no route claims: 404 for every method, with the API's security
// headers (next.config.ts), and the body never read. Without it Next would take a POST there
// for a Server Action of the page routes and answer 500 ("Invalid Server Actions request").
export const dynamic = 'force-dynamic';

const notFound = () => errorResponse(404, 'Not found');

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
