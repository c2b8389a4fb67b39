/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// WCAG 1.4.11 (non-text contrast) for the focus indicator and the form controls' borders, from
// the design tokens of app/globals.css: the ring is two-tone (an outer ring and a band between it
// and the element), so on every background the site paints, one of the two tones stands out at
// 3:1 or more, and the two tones stand out from each other.

const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
const theme = /@theme\s*{([\s\S]*?)\n}/.exec(css)?.[1] ?? '';
const tokens = Object.fromEntries(
  [...theme.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]),
);

function token(name: string): string {
  const value = tokens[name];
  if (!value) throw new Error(`no colour token --color-${name} in app/globals.css`);
  return value;
}

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
/** `top` at `alpha` over `bottom`, as the browser composites it. */
const over = (top: string, alpha: number, bottom: string): Rgb => {
  const [a, b] = [rgb(top), rgb(bottom)];
  const mix = (i: 0 | 1 | 2) => Math.round(a[i] * alpha + b[i] * (1 - alpha));
  return [mix(0), mix(1), mix(2)];
};
const luminance = ([r, g, b]: Rgb) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

// Every background the public pages paint (the bg-* utilities of components/ and app/, and the
// translucent layers over the dark hero), by token.
const backgrounds: Record<string, Rgb> = {
  ...Object.fromEntries(
    [
      'surface',
      'canvas',
      'brand-50',
      'brand-100',
      'brand-700',
      'brand-800',
      'brand-900',
      'success-50',
      'warning-50',
      'danger-50',
    ].map((name) => [name, rgb(token(name))]),
  ),
  'white/10 over brand-900 (hero shortcuts)': over('#ffffff', 0.1, token('brand-900')),
  'brand-500 at 55 % over brand-900 (hero glow)': over(
    token('brand-500'),
    0.55,
    token('brand-900'),
  ),
  'accent-400 at 18 % over brand-900 (hero glow)': over(
    token('accent-400'),
    0.18,
    token('brand-900'),
  ),
};

const outer = rgb(token('focus-ring'));
const inner = rgb(token('focus-ring-inner'));

test('the globals use the focus tokens for every focus-visible element', () => {
  expect(css).toMatch(/:focus-visible[^{]*{[^}]*outline:\s*3px solid var\(--color-focus-ring\)/);
  expect(css).toMatch(/--tw-ring-shadow:\s*0 0 0 3px var\(--color-focus-ring-inner\)/);
  // Form controls draw no ring of their own over it.
  expect(css).not.toMatch(/focus:ring-|focus:outline-none/);
});

test('the two tones of the ring stand out from each other', () => {
  expect(contrast(outer, inner)).toBeGreaterThanOrEqual(3);
});

test.each(Object.entries(backgrounds))('the focus ring shows at >= 3:1 on %s', (_name, bg) => {
  const best = Math.max(contrast(outer, bg), contrast(inner, bg));
  expect(best).toBeGreaterThanOrEqual(3);
});

test('the old amber ring would have failed on white (the check can fail)', () => {
  expect(contrast(rgb(token('accent-500')), rgb(token('surface')))).toBeLessThan(3);
});

test.each(['surface', 'canvas', 'brand-50'])(
  'form controls have borders of >= 3:1 against their white fill and %s around them',
  (name) => {
    const border = rgb(token('field-border'));
    expect(contrast(border, rgb('#ffffff'))).toBeGreaterThanOrEqual(3);
    expect(contrast(border, rgb(token(name)))).toBeGreaterThanOrEqual(3);
  },
);

test('components/ui/field.tsx and the phone field use the field border token', () => {
  for (const file of ['components/ui/field.tsx', 'components/forms/phone-field.tsx']) {
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(source).toContain('border-field-border');
    expect(source).not.toContain('border-line');
  }
});
