'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/components/ui/idle';
import { browserLog } from '@/lib/log';
import type { LocalOfficeTimeTexts } from './local-office-time';

type Props = { className?: string; texts: LocalOfficeTimeTexts };

/**
 * The local office time, whose line exists only in the browser (the server knows no visitor time
 * zone): its code (time-zone arithmetic and formatting) is a separate chunk fetched once the page
 * is idle, so it is not part of the JavaScript every page needs at load. A plain `import()`, not
 * `next/dynamic`, whose loader would add more to every page than the line itself weighs.
 */
export function LocalOfficeTimeWhenIdle(props: Props) {
  const [Line, setLine] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      import('./local-office-time').then(
        (module) => active && setLine(() => module.LocalOfficeTime),
        // Offline for a moment: the page simply shows Swedish time only.
        (error: unknown) => browserLog.error('[office-time] could not load', error),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return Line ? <Line {...props} /> : null;
}
