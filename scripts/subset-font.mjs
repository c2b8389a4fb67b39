#!/usr/bin/env node
// npm run font:subset
//
// Writes the site's font (assets/fonts/inter-latin-wght-400-700.woff2) from @fontsource-variable's
// Inter Latin file: the same characters (Latin-1 and common punctuation, assets/fonts/
// inter-subset.json), with the weight axis cut to the 400-700 the site uses. The file is
// preloaded on every page, so its size counts in every page's first paint: 48 KB -> 30 KB.
// Also the static TrueType instances the social cards are drawn with (socialCard in the config).
// The output is committed; run this after upgrading @fontsource-variable/inter or changing the
// ranges (tests/unit/font-subset.test.ts checks that every text of the site is covered).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(path.join(root, 'assets/fonts/inter-subset.json'), 'utf8'));

function charactersOf(ranges) {
  let text = '';
  for (const range of ranges) {
    const [from, to = from] = range.replace(/^U\+/, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

const source = readFileSync(path.join(root, config.source));
const subset = await subsetFont(source, charactersOf(config.unicodeRanges), {
  targetFormat: 'woff2',
  variationAxes: { wght: config.weight },
});
writeFileSync(path.join(root, config.output), subset);
console.log(`[font:subset] ${config.output}: ${source.length} -> ${subset.length} bytes`);

// The social cards (app/og/[locale]) are drawn by next/og, which reads neither WOFF2 nor variable
// fonts: one static TrueType instance per weight they use, same characters.
for (const weight of config.socialCard.weights) {
  const file = config.socialCard.output.replace('{weight}', String(weight));
  const instance = await subsetFont(source, charactersOf(config.unicodeRanges), {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
  writeFileSync(path.join(root, file), instance);
  console.log(`[font:subset] ${file}: ${instance.length} bytes`);
}
