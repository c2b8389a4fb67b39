import { readFileSync, writeFileSync } from 'node:fs';

// `next build` appends `<distDir>/types/**/*.ts` to tsconfig.json's "include". The benchmark's
// own dist dir must not leak into the shared tsconfig: this removes exactly those entries again
// (line by line, so whatever else is in the file keeps its formatting).
export function dropDistDirFromTsconfig(file, distDir) {
  const text = readFileSync(file, 'utf8');
  const marker = `"${distDir}/`;
  if (!text.includes(marker)) return false;
  const lines = text.split('\n');
  const kept = [];
  for (const line of lines) {
    if (line.trim().startsWith(marker)) {
      if (!line.trim().endsWith(',') && kept.length > 0) {
        // it was the last entry: the entry before it loses its trailing comma
        kept[kept.length - 1] = kept[kept.length - 1].replace(/,\s*$/, '');
      }
      continue;
    }
    kept.push(line);
  }
  const next = kept.join('\n');
  JSON.parse(next); // never write a broken tsconfig
  writeFileSync(file, next);
  return true;
}
