/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every file, folder and docs section (a heading named by its #anchor or by §N) that a comment in the code
// names exists, so a reader who follows a comment finds what it points to.

const ROOT = process.cwd();
const SOURCES = execFileSync(
  'git',
  ['ls-files', 'app', 'components', 'lib', 'scripts', 'tests', 'prisma/schema.prisma', '*.ts'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter(
    (file) => /\.(ts|tsx|mjs|cjs|prisma)$/.test(file) && !file.startsWith('lib/db/generated/'),
  );

const TOP = '(?:app|components|lib|scripts|tests|prisma|messages|docs|public)';
// A path starts a word and is made of path characters; it may end in a dot or comma of the prose.
const PATH = new RegExp(`(?<![\\w./@-])(${TOP}/[\\w./[\\]()@-]*[\\w\\]/)])`, 'g');
const SECTION = /(docs\/[\w-]+\.md)(?:#([\w-]+)| §\s?(\d+(?:\.\d+)*))/g;

function commentText(source: string): string {
  const lines: string[] = [];
  for (const line of source.split('\n')) {
    const comment = /(?:^|\s)(?:\/\/|\/\*\*?|\*)\s(.*)$/.exec(line);
    if (comment?.[1]) lines.push(comment[1]);
  }
  return lines.join('\n');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function slugger() {
  const seen = new Map<string, number>();
  return (heading: string) => {
    const base = heading
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

const headings = new Map<string, { slugs: Set<string>; numbers: Set<string> }>();
function headingsOf(doc: string) {
  let known = headings.get(doc);
  if (!known) {
    const slug = slugger();
    known = { slugs: new Set(), numbers: new Set() };
    for (const line of readFileSync(path.join(ROOT, doc), 'utf8').split('\n')) {
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      if (!heading?.[1]) continue;
      known.slugs.add(slug(heading[1]));
      const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading[1]);
      if (number?.[1]) known.numbers.add(number[1]);
    }
    headings.set(doc, known);
  }
  return known;
}

function references(): Array<{ file: string; reference: string; problem: string }> {
  const found: Array<{ file: string; reference: string; problem: string }> = [];
  for (const file of SOURCES) {
    const text = commentText(readFileSync(path.join(ROOT, file), 'utf8'));
    for (const [, raw] of text.matchAll(PATH)) {
      if (!raw || /[*<{}]|\.\.\./.test(raw)) continue; // a pattern, not a path
      const reference = raw.replace(/[.,)]+$/, '');
      // A module may be named as it is imported, without its extension.
      const candidates = ['', '.ts', '.tsx', '.mjs'].map((ext) => path.join(ROOT, reference + ext));
      if (!candidates.some((candidate) => existsSync(candidate))) {
        found.push({ file, reference, problem: 'no such file or folder' });
      }
    }
    for (const [reference, doc, anchor, number] of text.matchAll(SECTION)) {
      if (!doc || !existsSync(path.join(ROOT, doc))) continue; // reported above
      const known = headingsOf(doc);
      if (anchor && !known.slugs.has(anchor)) {
        found.push({ file, reference, problem: 'no such heading' });
      }
      if (number && !known.numbers.has(number)) {
        found.push({ file, reference, problem: 'no such numbered section' });
      }
    }
  }
  return found;
}

test('every file, folder and docs section named in a comment exists', () => {
  expect(SOURCES.length).toBeGreaterThan(300);
  expect(references()).toEqual([]);
});
