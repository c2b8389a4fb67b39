/** Narrower windows than this get the lighter, mobile version of the show. */
const mobileBreakpoint = 768;

/** The eight rainbow colours of the About page show. */
export const rainbowColors = [
  '#ff4d6d',
  '#ff8c42',
  '#ffd23f',
  '#8ac926',
  '#2ec4b6',
  '#1982c4',
  '#5e60ce',
  '#c77dff',
] as const;

export interface EffectSettings {
  /** false: draw nothing at all (reduced motion). */
  enabled: boolean;
  mobile: boolean;
  /** Particles per burst. */
  particleCount: number;
  /** How long a burst's flash ring lasts. */
  burstDurationMs: number;
  /** Floating colour blobs in the background. */
  blobCount: number;
  /** Frames a particle lives. */
  particleLife: number;
  /** Random bursts on their own (desktop only): one chance every interval. */
  randomBursts: boolean;
  randomBurstIntervalMs: number;
  randomBurstChance: number;
  /** A soft glow that follows the mouse (desktop only). */
  cursorGlow: boolean;
  colors: readonly string[];
}

/** The numbers of the About page show for a window width. */
export function effectSettings(width: number, reducedMotion: boolean): EffectSettings {
  const mobile = width < mobileBreakpoint;
  const common = {
    mobile,
    randomBurstIntervalMs: 2000,
    randomBurstChance: 0.3,
    colors: rainbowColors,
  };
  if (reducedMotion) {
    return {
      ...common,
      enabled: false,
      particleCount: 0,
      burstDurationMs: 0,
      blobCount: 0,
      particleLife: 0,
      randomBursts: false,
      cursorGlow: false,
    };
  }
  return mobile
    ? {
        ...common,
        enabled: true,
        particleCount: 15,
        burstDurationMs: 1000,
        blobCount: 5,
        particleLife: 60,
        randomBursts: false,
        cursorGlow: false,
      }
    : {
        ...common,
        enabled: true,
        particleCount: 30,
        burstDurationMs: 2000,
        blobCount: 20,
        particleLife: 100,
        randomBursts: true,
        cursorGlow: true,
      };
}
