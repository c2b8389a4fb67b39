'use client';

import { Toaster, type ToasterProps } from 'sonner';
import { provideToaster } from './toaster-store';

// sonner is shipped only with the pages that show toasts: the lead forms import it for toast(),
// and this module hands the Toaster of that same copy to the layout's slot (AppToaster in
// toaster-slot.tsx), which mounts it. A form calls requestToaster() when it mounts, long before
// its first toast, so the live region exists before anything is announced in it. Pages without
// forms never download sonner, and form pages download it once, not once for the form and again
// for a lazily loaded toaster. (sonner replays toasts created before it mounted.)
const renderToaster = (props: ToasterProps) => <Toaster {...props} />;

export function requestToaster(): void {
  provideToaster(renderToaster);
}
