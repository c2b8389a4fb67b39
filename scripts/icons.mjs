#!/usr/bin/env node
// npm run icons
//
// Writes the raster icons from the logo mark (public/icon.svg), for what cannot take the SVG:
// - public/favicon.ico: what browsers and feed readers ask for without reading the page (16, 32
//   and 48 px). An ICO file is a 6-byte header, a 16-byte entry per image and the images; since
//   Windows Vista an entry may hold a whole PNG file, which every browser reads.
// - public/apple-touch-icon.png: 180 px, full-bleed (iOS rounds the corners itself and would
//   show transparent corners black).
// - public/logo-512.png: the organisation's logo in JSON-LD (search engines ask >= 112 px).
// Rendered with next/og (the renderer of the social cards). The output is committed; run this
// after changing icon.svg (tests/unit/icons.test.ts checks the files' formats and sizes).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImageResponse } from 'next/og.js';
import { createElement as h } from 'react';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'public/icon.svg'));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
// The mark's own background colour (icon.svg), for the full-bleed touch icon.
const markColor = /fill="(#[0-9a-f]{6})"/i.exec(svg.toString())?.[1] ?? '#174a80';

async function png(size, { fullBleed = false } = {}) {
  const image = h('img', { src, width: size, height: size });
  // Full bleed: the mark on a square of its own colour, so its rounded corners disappear.
  const element = fullBleed
    ? h(
        'div',
        { style: { display: 'flex', width: '100%', height: '100%', background: markColor } },
        image,
      )
    : image;
  const response = new ImageResponse(element, { width: size, height: size });
  return Buffer.from(await response.arrayBuffer());
}

function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const favicon = ico(
  await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) }))),
);
const outputs = {
  'public/favicon.ico': favicon,
  'public/apple-touch-icon.png': await png(180, { fullBleed: true }),
  'public/logo-512.png': await png(512),
};
for (const [file, data] of Object.entries(outputs)) {
  writeFileSync(path.join(root, file), data);
  console.log(`[icons] ${file}: ${data.length} bytes`);
}
