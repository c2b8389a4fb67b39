// Every address under /api that no route claims: 404 for every method, with the API's security
// headers (next.config.ts), and the body never read. Without it Next would take a POST there
// for a Server Action of the page routes and answer 500 ("Invalid Server Actions request").
export const dynamic = 'force-dynamic';

function notFound(): Response {
  return Response.json(
    { error: 'Not found' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
