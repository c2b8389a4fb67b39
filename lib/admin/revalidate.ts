import 'server-only';
import { revalidatePath } from 'next/cache';

// Public pages that show data staff edit in the back office are marked stale after each change,
// so the next visit renders them anew: no rebuild, no redeploy. revalidatePath takes the route
// pattern (next-intl rewrites /faq to /sv/faq internally), as app/api/revalidate-faq does.

/** The FAQ (/faq and /en/faq, cached for 300 s): after every FAQ or salary-rule change. */
export function revalidatePublicFaq(): void {
  revalidatePath('/[locale]/faq', 'page');
}

/** The salary calculator, which carries the rules (hourly): after every salary-rule change. */
export function revalidatePublicSalaryPage(): void {
  revalidatePath('/[locale]/salary-verification', 'page');
}
