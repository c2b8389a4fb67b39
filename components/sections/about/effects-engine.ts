import { reducedMotionQuery } from '@/components/ui/use-media-query';
import { effectSettings, type EffectSettings } from './effect-settings';

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  maxLife: number;
  size: number;
  color: string;
}

interface Blob {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  inner: string;
  outer: string;
}

interface Flash {
  x: number;
  y: number;
  start: number;
  color: string;
}

/** Elements whose click sets off a burst. */
export const burstSelector = '[data-burst]';

function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255} / ${alpha})`;
}

/**
 * The About page show on one fixed canvas: floating blobs, a cursor glow, particle bursts on
 * click and random bursts. Sizes are read on resize only, never per frame; the loop stops while
 * the tab is hidden and for good under reduced motion. Returns a function that tears it down.
 */
export function startEffects(canvas: HTMLCanvasElement, root: HTMLElement): () => void {
  const context = canvas.getContext('2d');
  if (!context) return () => {};
  const ctx = context;
  const motion = window.matchMedia(reducedMotionQuery);
  let settings: EffectSettings = effectSettings(window.innerWidth, motion.matches);
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let flashes: Flash[] = [];
  let blobs: Blob[] = [];
  let pointer: { x: number; y: number } | null = null;
  let frameId = 0;
  let burstTimer: number | undefined;

  const pick = () =>
    settings.colors[Math.floor(Math.random() * settings.colors.length)] ?? '#ffffff';

  const newBlob = (): Blob => {
    const color = pick();
    const base = settings.mobile ? 70 : 90;
    return {
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.5,
      vy: (Math.random() - 0.5) * 0.5,
      radius: base + Math.random() * base,
      inner: withAlpha(color, 0.32),
      outer: withAlpha(color, 0),
    };
  };

  function measure() {
    width = window.innerWidth;
    height = window.innerHeight;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    settings = effectSettings(width, motion.matches);
    blobs = blobs.slice(0, settings.blobCount);
    while (blobs.length < settings.blobCount) blobs.push(newBlob());
  }

  function burst(x: number, y: number) {
    if (!settings.enabled) return;
    const count = settings.particleCount;
    for (let i = 0; i < count; i++) {
      const angle = (Math.PI * 2 * i) / count + Math.random() * 0.4;
      const speed = 1.5 + Math.random() * (settings.mobile ? 3 : 4.5);
      particles.push({
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        life: settings.particleLife,
        maxLife: settings.particleLife,
        size: 2.5 + Math.random() * 3.5,
        color: pick(),
      });
    }
    flashes.push({ x, y, start: performance.now(), color: pick() });
  }

  function draw(now: number) {
    ctx.clearRect(0, 0, width, height);
    for (const blob of blobs) {
      blob.x += blob.vx;
      blob.y += blob.vy;
      if (blob.x < -blob.radius || blob.x > width + blob.radius) blob.vx *= -1;
      if (blob.y < -blob.radius || blob.y > height + blob.radius) blob.vy *= -1;
      const gradient = ctx.createRadialGradient(blob.x, blob.y, 0, blob.x, blob.y, blob.radius);
      gradient.addColorStop(0, blob.inner);
      gradient.addColorStop(1, blob.outer);
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.arc(blob.x, blob.y, blob.radius, 0, Math.PI * 2);
      ctx.fill();
    }
    if (settings.cursorGlow && pointer) {
      const hue = (now / 20) % 360;
      const glow = ctx.createRadialGradient(pointer.x, pointer.y, 0, pointer.x, pointer.y, 160);
      glow.addColorStop(0, `hsl(${hue} 95% 60% / 0.35)`);
      glow.addColorStop(1, `hsl(${hue} 95% 60% / 0)`);
      ctx.fillStyle = glow;
      ctx.fillRect(pointer.x - 160, pointer.y - 160, 320, 320);
    }
    flashes = flashes.filter((flash) => now - flash.start < settings.burstDurationMs);
    for (const flash of flashes) {
      const progress = (now - flash.start) / settings.burstDurationMs;
      ctx.globalAlpha = (1 - progress) * 0.6;
      ctx.strokeStyle = flash.color;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(flash.x, flash.y, 8 + progress * (settings.mobile ? 70 : 130), 0, Math.PI * 2);
      ctx.stroke();
    }
    particles = particles.filter((particle) => particle.life > 0);
    for (const particle of particles) {
      particle.x += particle.vx;
      particle.y += particle.vy;
      particle.vx *= 0.98;
      particle.vy = particle.vy * 0.98 + 0.06;
      particle.life -= 1;
      ctx.globalAlpha = particle.life / particle.maxLife;
      ctx.fillStyle = particle.color;
      ctx.beginPath();
      ctx.arc(particle.x, particle.y, particle.size, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    frameId = window.requestAnimationFrame(draw);
  }

  function randomBurst() {
    if (!settings.randomBursts || Math.random() >= settings.randomBurstChance) return;
    burst(Math.random() * width, height * (0.15 + Math.random() * 0.6));
  }

  function start() {
    if (frameId || !settings.enabled || document.visibilityState === 'hidden') return;
    frameId = window.requestAnimationFrame(draw);
    burstTimer = window.setInterval(randomBurst, settings.randomBurstIntervalMs);
  }

  function stop() {
    window.cancelAnimationFrame(frameId);
    frameId = 0;
    window.clearInterval(burstTimer);
    burstTimer = undefined;
  }

  function refresh() {
    measure();
    if (settings.enabled) return start();
    stop();
    particles = [];
    flashes = [];
    ctx.clearRect(0, 0, width, height);
  }

  // Coalesce a storm of resize events (dragging a window edge) into one measurement per frame.
  let resizeQueued = 0;
  const onResize = () => {
    if (resizeQueued) return;
    resizeQueued = window.requestAnimationFrame(() => {
      resizeQueued = 0;
      refresh();
    });
  };

  const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
  const onPointerMove = (event: PointerEvent) => {
    pointer = event.pointerType === 'mouse' ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerLeave = () => {
    pointer = null;
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(burstSelector) : null;
    if (!target) return;
    if (event.detail > 0) return burst(event.clientX, event.clientY);
    // Keyboard activation has no pointer position: burst from the element's centre.
    const rect = target.getBoundingClientRect();
    burst(rect.left + rect.width / 2, rect.top + rect.height / 2);
  };

  refresh();
  window.addEventListener('resize', onResize, { passive: true });
  motion.addEventListener('change', refresh);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pointermove', onPointerMove, { passive: true });
  document.documentElement.addEventListener('pointerleave', onPointerLeave);
  root.addEventListener('click', onClick);

  return () => {
    stop();
    window.cancelAnimationFrame(resizeQueued);
    window.removeEventListener('resize', onResize);
    motion.removeEventListener('change', refresh);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pointermove', onPointerMove);
    document.documentElement.removeEventListener('pointerleave', onPointerLeave);
    root.removeEventListener('click', onClick);
  };
}
