import { recordAudit } from '@/lib/admin/audit';
import { addressProblem, exportPersonalData, maskAddress } from '@/lib/admin/gdpr';
import { staffOrRefusal } from '@/lib/admin/session';
import { isSameOrigin } from '@/lib/api/origin';
import { readFormFields } from '@/lib/api/read-body';
import { errorResponse, NO_STORE } from '@/lib/api/responses';
import { getDb } from '@/lib/db/client';
import { normalizeEmail } from '@/lib/validation/email';
import { now } from '@/lib/time/clock';

// POST /admin/gdpr/export (a form on app/admin/(staff)/gdpr, email in the body, never in the URL):
// everything stored about the address as a JSON download. Staff only, same origin only, and
// recorded in the audit log (with the address masked).
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, request.url)) {
    return errorResponse(403, 'Forbidden');
  }
  const staff = await staffOrRefusal();
  if (staff instanceof Response) return staff;
  const actor = staff.email;
  // The form posts one address: a plain form encoding, a few hundred bytes at most.
  const form = await readFormFields(request, { maxBytes: 4 * 1024 });
  if (form.kind === 'tooLarge' || form.kind === 'unsupported') {
    return errorResponse(form.kind === 'tooLarge' ? 413 : 415, form.kind);
  }
  const raw = form.kind === 'ok' ? form.fields.get('email') : null;
  const email = normalizeEmail(raw ?? '');
  // Not an address, or one of the site's own, which are no person (the search says so in the page).
  const problem = addressProblem(email);
  if (problem) {
    return errorResponse(400, problem);
  }
  const db = await getDb();
  const data = await exportPersonalData(db, email, now());
  await recordAudit(db, { actor, action: 'gdpr.export', target: maskAddress(email) });
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Cache-Control': NO_STORE,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="gdpr-export-${day}.json"`,
    },
  });
}
