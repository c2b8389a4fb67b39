'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/components/ui/idle';
import { useNear } from '@/components/ui/use-near';
import { browserLog } from '@/lib/log';
import type { LocalOfficeTimeTexts } from './local-office-time';

type Props = { className?: string; texts: LocalOfficeTimeTexts };

/**
 * The local office time, whose line exists only in the browser (the server knows no visitor time
 * zone). Its code (time-zone arithmetic and formatting) is a separate chunk, fetched once the
 * place of the line comes near the viewport and the page is idle: reading the visitor's time zone
 * starts the browser's time-zone data, a task of about 100 ms on a throttled phone (measured,
 * docs/benchmarks.md), which a visitor who never scrolls to the footer should not pay for. A
 * plain `import()`, not `next/dynamic`, whose loader would add more to every page than the line
 * itself weighs. Until then an empty placeholder marks the place, in the HTML as in the first
 * render.
 */
export function LocalOfficeTimeWhenNear(props: Props) {
  const [placeholder, near] = useNear<HTMLSpanElement>();
  const [Line, setLine] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!near) return;
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
  }, [near]);
  return Line ? <Line {...props} /> : <span ref={placeholder} />;
}
