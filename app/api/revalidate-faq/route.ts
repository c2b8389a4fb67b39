import { revalidatePath } from 'next/cache';
import { errorResponse, json } from '@/lib/api/responses';
import { env } from '@/lib/env';
import { hasBearerSecret } from '@/lib/security/bearer';

// On-demand FAQ refresh after an edit (`npm run faq:sync`, or a change in the database):
//   curl -X POST -H "Authorization: Bearer $REVALIDATE_SECRET" https://<site>/api/revalidate-faq
// Both public pages (/faq, /en/faq) render from app/[locale]/faq/page.tsx; next-intl rewrites
// /faq to /sv/faq internally, and revalidatePath works on route paths, not public URLs, so the
// route pattern with type 'page' covers every locale. They re-render on their next visit.
export const dynamic = 'force-dynamic';

const FAQ_ROUTE = '/[locale]/faq';

export async function POST(request: Request): Promise<Response> {
  if (!hasBearerSecret(request, env.REVALIDATE_SECRET)) {
    return errorResponse(401, 'Unauthorized');
  }
  revalidatePath(FAQ_ROUTE, 'page');
  return json({ ok: true, revalidated: [FAQ_ROUTE] });
}
