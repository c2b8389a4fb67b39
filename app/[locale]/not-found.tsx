import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata: Metadata = { robots: { index: false, follow: true } };

// For an explicit notFound() inside a page; unknown paths are served by [...rest]/page.tsx.
export default function NotFound() {
  return <NotFoundContent />;
}
