/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logoImage, organizationJsonLd } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';

// The raster icons of public/ (written by `npm run icons` from public/icon.svg): what browsers
// ask for at /favicon.ico, the home-screen icon, and the JSON-LD logo search engines accept.

const file = (name: string) => readFileSync(path.join(process.cwd(), 'public', name));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(data.toString('ascii', 12, 16)).toBe('IHDR');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

test('favicon.ico is an icon file holding 16, 32 and 48 px images', () => {
  const ico = file('favicon.ico');
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1); // icon, not cursor
  const count = ico.readUInt16LE(4);
  const sizes = Array.from({ length: count }, (_, index) => {
    const entry = 6 + index * 16;
    const size = ico.readUInt8(entry);
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    const image = ico.subarray(offset, offset + length);
    expect(image.length).toBe(length);
    expect(pngSize(image)).toEqual([size, size]);
    return size;
  });
  expect(sizes).toEqual([16, 32, 48]);
});

test('the touch icon is a 180 px PNG', () => {
  expect(pngSize(file('apple-touch-icon.png'))).toEqual([180, 180]);
});

test('the JSON-LD logo is a PNG of at least 112 px, as its node says', () => {
  const size = pngSize(file(logoImage.path.slice(1)));
  expect(size).toEqual([logoImage.size, logoImage.size]);
  expect(logoImage.size).toBeGreaterThanOrEqual(112);
  expect(organizationJsonLd('x')).toHaveProperty('logo', {
    '@type': 'ImageObject',
    url: `${site.url}/logo-512.png`,
    width: '512',
    height: '512',
  });
});
