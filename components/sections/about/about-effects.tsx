'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/components/ui/idle';
import { reducedMotionQuery, useMediaQuery } from '@/components/ui/use-media-query';
import type { ShowLabels } from './effects-canvas';

// The show's code (and its pause control) is a separate chunk, fetched only after the page is
// idle and never under reduced motion, so it costs the text nothing.
const EffectsCanvas = dynamic(() => import('./effects-canvas'), { ssr: false });

export function AboutEffects({ labels }: { labels: ShowLabels }) {
  // The server (and hydration) assume reduced motion: nothing is drawn before the client knows.
  const reducedMotion = useMediaQuery(reducedMotionQuery, true);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeout: 1500, fallbackDelay: 300 }), []);
  if (reducedMotion || !idle) return null;
  return <EffectsCanvas labels={labels} />;
}
