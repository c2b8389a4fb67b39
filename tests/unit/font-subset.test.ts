import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The site's font holds only the characters listed in assets/fonts/inter-subset.json
// (scripts/subset-font.mjs). Every text the site ships must be inside them, or the browser
// would draw that character in a fallback font.
const root = path.resolve(__dirname, '../..');
const config = JSON.parse(
  readFileSync(path.join(root, 'assets/fonts/inter-subset.json'), 'utf8'),
) as {
  output: string;
  unicodeRanges: string[];
};

const ranges = config.unicodeRanges.map((range) => {
  const [from, to = from] = range.replace(/^U\+/, '').split('-');
  return [parseInt(from ?? '', 16), parseInt(to ?? '', 16)] as const;
});
const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function uncovered(texts: string[]): string[] {
  const missing = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      if (code >= 0x20 && !covered(code))
        missing.add(`${character} U+${code.toString(16).toUpperCase()}`);
    }
  }
  return [...missing];
}

const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

test.each(['messages/sv.json', 'messages/en.json', 'prisma/content/faq.json'])(
  'every character of %s is in the font',
  (file) => {
    expect(uncovered(strings(json(file)))).toEqual([]);
  },
);

test('every character of the company facts (lib/site.ts) is in the font', () => {
  expect(uncovered([readFileSync(path.join(root, 'lib/site.ts'), 'utf8')])).toEqual([]);
});

test('the subset font is committed and smaller than the full Latin file', () => {
  const subset = statSync(path.join(root, config.output)).size;
  const full = statSync(
    path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  ).size;
  expect(subset).toBeGreaterThan(10_000);
  expect(subset).toBeLessThan(full);
});
