#!/usr/bin/env node
// Merges namespaces into messages/sv.json and messages/en.json without clobbering concurrent edits:
//   node scripts/messages-merge.mjs fragment.json
// where fragment.json is { "sv": { "Namespace": {...} }, "en": { "Namespace": {...} } }.
// Each namespace in the fragment replaces the namespace of the same name; others stay untouched.
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';

const [fragmentPath] = process.argv.slice(2);
if (!fragmentPath) {
  console.error('usage: node scripts/messages-merge.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
const lock = 'messages/.lock';
for (let i = 0; ; i++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (i > 200) throw new Error(`could not take ${lock}; remove it if no merge is running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of ['sv', 'en']) {
    const file = `messages/${locale}.json`;
    const current = JSON.parse(readFileSync(file, 'utf8'));
    const merged = { ...current, ...(fragment[locale] ?? {}) };
    writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
} finally {
  rmdirSync(lock);
}
console.log(`merged ${Object.keys(fragment.sv ?? {}).join(', ')}`);
