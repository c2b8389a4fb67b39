import 'server-only';
import { revalidatePath } from 'next/cache';

// The public FAQ (/faq and /en/faq, both rendered by app/[locale]/faq/page.tsx and cached for
// 300 s) is marked stale after every FAQ or salary-rule change in the back office, so the next
// visit renders it anew: no rebuild, no redeploy. revalidatePath takes the route pattern (next-intl
// rewrites /faq to /sv/faq internally), as app/api/revalidate-faq does.
export const PUBLIC_FAQ_ROUTE = '/[locale]/faq';

export function revalidatePublicFaq(): void {
  revalidatePath(PUBLIC_FAQ_ROUTE, 'page');
}
