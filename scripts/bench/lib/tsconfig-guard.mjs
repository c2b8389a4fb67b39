import { readFileSync, writeFileSync } from 'node:fs';

// `next build` appends `<distDir>/types/**/*.ts` to tsconfig.json's "include" and writes the
// whole file again in its own formatting (arrays one item per line), which the shared tsconfig
// must not keep from a benchmark's build: the text is taken before the build and written back,
// byte for byte, after it (call the returned function in a `finally`).
export function keepTsconfig(file) {
  const text = readFileSync(file, 'utf8');
  return () => {
    if (readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  };
}
