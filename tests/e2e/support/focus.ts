import type { Page } from '@playwright/test';

export interface FocusStop {
  /** tag#id "text", for messages. */
  label: string;
  /** The element's identity, to notice when Tab has come round to the start again. */
  key: string;
  /** What is wrong with its focus indicator; empty when it is fine. */
  problems: string[];
}

/**
 * The focused element and what is wrong with its focus indicator: none drawn (no outline or
 * box-shadow ring, or a transparent one), a ring clipped by an ancestor that clips its content
 * (overflow other than visible, or a clip-path), a ring of which no colour reaches 3:1 against
 * what is painted beside it, or the element covered by something else (the fixed header, the
 * chat button). Null when nothing is focused.
 */
export function inspectFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate((): FocusStop | null => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const text = (element.textContent ?? element.getAttribute('aria-label') ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    const label = `${element.localName}${element.id ? `#${element.id}` : ''} "${text}"`;
    const problems: string[] = [];
    const style = getComputedStyle(element);

    const alpha = (color: string) => {
      const parts =
        /rgba?\(([^)]*)\)/
          .exec(color)?.[1]
          ?.split(/[ ,/]+/)
          .filter(Boolean) ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    };
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const outline = outlineWidth >= 2 && alpha(style.outlineColor) > 0;
    // The widest opaque box-shadow ring (spread), e.g. "rgb(255, 255, 255) 0px 0px 0px 2px".
    const band = (style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/))
      .map((layer) => {
        const color = /rgba?\([^)]*\)/.exec(layer)?.[0] ?? 'rgb(0, 0, 0)';
        const sizes = layer.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
        return { color, spread: parseFloat(sizes[3] ?? '0') };
      })
      .filter((layer) => alpha(layer.color) > 0)
      .reduce((widest, layer) => (layer.spread > widest.spread ? layer : widest), {
        color: 'rgba(0, 0, 0, 0)',
        spread: 0,
      });
    const shadowSpread = band.spread;
    if (!outline && shadowSpread < 2) problems.push('no visible focus indicator');

    // How far the indicator reaches outside the element's border box.
    const reach = Math.max(
      outline ? Math.max(0, parseFloat(style.outlineOffset)) + outlineWidth : 0,
      shadowSpread,
    );
    const box = element.getBoundingClientRect();
    const ring = {
      left: box.left - reach,
      top: box.top - reach,
      right: box.right + reach,
      bottom: box.bottom + reach,
    };
    const tolerance = 0.5;
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (node === document.documentElement || node === document.body) break;
      const own = getComputedStyle(node);
      const clipsX = own.overflowX !== 'visible';
      const clipsY = own.overflowY !== 'visible';
      const clipPath = own.clipPath !== 'none';
      if (!clipsX && !clipsY && !clipPath) continue;
      const outer = node.getBoundingClientRect();
      // Overflow clips at the padding box; a clip-path inset(0) at the border box.
      const clip = clipPath
        ? outer
        : {
            left: outer.left + node.clientLeft,
            top: outer.top + node.clientTop,
            right: outer.left + node.clientLeft + node.clientWidth,
            bottom: outer.top + node.clientTop + node.clientHeight,
          };
      const name = `${node.localName}.${[...node.classList].slice(0, 3).join('.')}`;
      if (
        (clipsX || clipPath) &&
        (ring.left < clip.left - tolerance || ring.right > clip.right + tolerance)
      )
        problems.push(`ring clipped sideways by ${name}`);
      if (
        (clipsY || clipPath) &&
        (ring.top < clip.top - tolerance || ring.bottom > clip.bottom + tolerance)
      )
        problems.push(`ring clipped vertically by ${name}`);
    }

    // Contrast (WCAG 1.4.11): just outside the ring on each side, one of its colours (the outline,
    // or the band between outline and element) stands out at 3:1 from what is painted there.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const rgba = (color: string): [number, number, number, number] => {
      if (!canvas) throw new Error('no canvas');
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c = 0) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The background colour painted at a point (background images are not counted). */
    const backdrop = (x: number, y: number) => {
      const layers = document
        .elementsFromPoint(x, y)
        .filter((node) => node !== element && !element.contains(node))
        .map((node) => rgba(getComputedStyle(node).backgroundColor));
      let [red, green, blue] = [255, 255, 255]; // the canvas of the browser window
      for (const [r, g, b, a] of layers.reverse()) {
        [red, green, blue] = [
          r * a + red * (1 - a),
          g * a + green * (1 - a),
          b * a + blue * (1 - a),
        ];
      }
      return [red, green, blue];
    };
    const tones = [
      ...(outline ? [rgba(style.outlineColor)] : []),
      ...(band.spread >= 2 ? [rgba(band.color)] : []),
    ];
    const middle = { x: (ring.left + ring.right) / 2, y: (ring.top + ring.bottom) / 2 };
    for (const [x, y] of [
      [ring.left - 1, middle.y],
      [ring.right + 1, middle.y],
      [middle.x, ring.top - 1],
      [middle.x, ring.bottom + 1],
    ] as const) {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const behind = backdrop(x, y);
      const best = Math.max(0, ...tones.map((tone) => contrast(tone, behind)));
      if (best < 3) {
        problems.push(
          `ring at ${best.toFixed(2)}:1 on rgb(${behind.map(Math.round).join(', ')}) beside it`,
        );
        break;
      }
    }

    // Not covered: what is on top at the element's centre is the element itself (or inside it).
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== element && !element.contains(hit)) {
        problems.push(`covered by ${hit.localName}.${[...hit.classList].slice(0, 3).join('.')}`);
      }
    } else {
      problems.push('not scrolled into view');
    }
    const key = `${label}@${Math.round(box.left + window.scrollX)},${Math.round(box.top + window.scrollY)}`;
    return { label, key, problems };
  });
}
