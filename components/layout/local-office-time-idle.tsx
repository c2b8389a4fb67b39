'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/components/ui/idle';
import type { LocalOfficeTimeTexts } from './local-office-time';

// The line exists only in the browser (the server knows no visitor time zone), so its code
// (time-zone arithmetic and formatting) is a separate chunk fetched once the page is idle: it is
// not part of the JavaScript every page needs at load.
const LocalOfficeTime = dynamic(
  () => import('./local-office-time').then((module) => module.LocalOfficeTime),
  { ssr: false },
);

export function LocalOfficeTimeWhenIdle(props: {
  className?: string;
  texts: LocalOfficeTimeTexts;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <LocalOfficeTime {...props} /> : null;
}
