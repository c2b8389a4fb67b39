import { mediaMatches, reducedMotionQuery } from '@/components/ui/use-media-query';
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
const burstSelector = '[data-burst]';

function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255} / ${alpha})`;
}

export interface EffectsOptions {
  /** The show's own motion (floating blobs, cursor glow, random bursts) stops after this long. */
  autoStopMs: number;
  /** Start paused (the visitor paused the show earlier in this visit). */
  paused: boolean;
  /** Told whenever the show's own motion starts or stops (by itself, pause or resume). */
  onRunningChange?: (running: boolean) => void;
}

export interface EffectsControl {
  pause: () => void;
  resume: () => void;
  /** Tears the show down. */
  destroy: () => void;
}

/**
 * The About page show on one fixed canvas: floating blobs, a cursor glow, particle bursts on
 * click and random bursts. The show's own motion runs for `autoStopMs` and then stops by itself
 * (the blobs stay where they are); a click still sets off a burst, which plays out and stops.
 * pause() stops everything, clicks included, until resume() starts the show again. Sizes are
 * read on resize only, never per frame; the loop stops while the tab is hidden. Under reduced
 * motion it never starts; a switch to reduced motion later unmounts it (AboutEffects).
 */
export function startEffects(
  canvas: HTMLCanvasElement,
  root: HTMLElement,
  options: EffectsOptions,
): EffectsControl {
  const context = canvas.getContext('2d');
  const reducedMotion = mediaMatches(reducedMotionQuery);
  let settings: EffectSettings = effectSettings(window.innerWidth, reducedMotion);
  if (!context || !settings.enabled)
    return { pause: () => {}, resume: () => {}, destroy: () => {} };
  const ctx = context;
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let flashes: Flash[] = [];
  let blobs: Blob[] = [];
  let pointer: { x: number; y: number } | null = null;
  let frameId = 0;
  let burstTimer: number | undefined;
  let stopTimer: number | undefined;
  /** The show's own motion is on (until autoStopMs or pause). */
  let running = false;
  let paused = options.paused;

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
    settings = effectSettings(width, reducedMotion);
    blobs = blobs.slice(0, settings.blobCount);
    while (blobs.length < settings.blobCount) blobs.push(newBlob());
  }

  function burst(x: number, y: number) {
    if (paused) return;
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
    loop();
  }

  function drawBlobs(move: boolean) {
    for (const blob of blobs) {
      if (move) {
        blob.x += blob.vx;
        blob.y += blob.vy;
        if (blob.x < -blob.radius || blob.x > width + blob.radius) blob.vx *= -1;
        if (blob.y < -blob.radius || blob.y > height + blob.radius) blob.vy *= -1;
      }
      const gradient = ctx.createRadialGradient(blob.x, blob.y, 0, blob.x, blob.y, blob.radius);
      gradient.addColorStop(0, blob.inner);
      gradient.addColorStop(1, blob.outer);
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.arc(blob.x, blob.y, blob.radius, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  /** One still frame: the blobs where they are, nothing else. */
  function drawStill() {
    ctx.clearRect(0, 0, width, height);
    drawBlobs(false);
  }

  function draw(now: number) {
    frameId = 0;
    ctx.clearRect(0, 0, width, height);
    drawBlobs(running);
    if (running && settings.cursorGlow && pointer) {
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
    // Frames only while something moves: the show's own motion, or a burst playing out.
    if (running || particles.length > 0 || flashes.length > 0) loop();
  }

  /** Schedules the next frame, unless one is due, the tab is hidden or the show is paused. */
  function loop() {
    if (frameId || paused || document.visibilityState === 'hidden') return;
    frameId = window.requestAnimationFrame(draw);
  }

  function randomBurst() {
    if (!settings.randomBursts || document.visibilityState === 'hidden') return;
    if (Math.random() >= settings.randomBurstChance) return;
    burst(Math.random() * width, height * (0.15 + Math.random() * 0.6));
  }

  function setRunning(next: boolean) {
    if (running === next) return;
    running = next;
    options.onRunningChange?.(next);
  }

  function startRunning() {
    if (paused) return;
    window.clearInterval(burstTimer);
    window.clearTimeout(stopTimer);
    burstTimer = window.setInterval(randomBurst, settings.randomBurstIntervalMs);
    stopTimer = window.setTimeout(stopRunning, options.autoStopMs);
    setRunning(true);
    loop();
  }

  function stopRunning() {
    window.clearInterval(burstTimer);
    window.clearTimeout(stopTimer);
    burstTimer = undefined;
    stopTimer = undefined;
    setRunning(false);
  }

  function cancelFrame() {
    window.cancelAnimationFrame(frameId);
    frameId = 0;
  }

  function refresh() {
    measure();
    if (frameId) return; // the next frame draws at the new size
    drawStill();
    loop();
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

  const onVisibility = () => (document.visibilityState === 'hidden' ? cancelFrame() : loop());
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

  measure();
  drawStill();
  startRunning();
  window.addEventListener('resize', onResize, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pointermove', onPointerMove, { passive: true });
  document.documentElement.addEventListener('pointerleave', onPointerLeave);
  root.addEventListener('click', onClick);

  return {
    pause() {
      paused = true;
      stopRunning();
      cancelFrame();
      particles = [];
      flashes = [];
      drawStill();
    },
    resume() {
      paused = false;
      startRunning();
    },
    destroy() {
      stopRunning();
      cancelFrame();
      window.cancelAnimationFrame(resizeQueued);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pointermove', onPointerMove);
      document.documentElement.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('click', onClick);
    },
  };
}
