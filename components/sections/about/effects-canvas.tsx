'use client';

import { useEffect, useRef } from 'react';
import { startEffects } from './effects-engine';

/** The canvas of the About page show (loaded lazily by AboutEffects). */
export default function EffectsCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const root = canvas?.parentElement;
    if (!canvas || !root) return;
    return startEffects(canvas, root);
  }, []);
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="about-effects"
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
    />
  );
}
