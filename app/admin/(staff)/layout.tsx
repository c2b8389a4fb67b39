import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { requireStaff } from '@/lib/admin/session';

// Every page below needs a staff session (each page checks again: a layout alone is not a
// boundary for data).
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const { email } = await requireStaff();
  return (
    <>
      <AdminHeader email={email} />
      <main id="admin-main" tabIndex={-1} className="container-page py-8 outline-none">
        {children}
      </main>
    </>
  );
}
