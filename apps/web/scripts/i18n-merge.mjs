#!/usr/bin/env node
// Merges translation fragments into the eleven language files, so that features can add their keys without
// rewriting the shared files. Usage: node scripts/i18n-merge.mjs fragment.json [more.json …]
// A fragment is {"en": {...}, "hi": {...}, …, "ar": {...}} (the eleven of LANGUAGES); every
// language must be present. Existing keys are overwritten by the fragment; others are kept in order.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGS = ['en', 'hi', 'or', 'gu', 'fr', 'pt', 'ha', 'yo', 'ig', 'sw', 'ar'];
const dir = new URL('../public/assets/i18n/', import.meta.url).pathname;

function merge(target, source, path) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof target[key] === 'string') throw new Error(`${path}${key} is a string in the file, an object in the fragment`);
      target[key] = merge(target[key] ?? {}, value, `${path}${key}.`);
    } else if (typeof value === 'string') {
      if (target[key] && typeof target[key] === 'object') throw new Error(`${path}${key} is an object in the file, a string in the fragment`);
      target[key] = value;
    } else {
      throw new Error(`${path}${key}: only strings and objects are allowed`);
    }
  }
  return target;
}

for (const file of process.argv.slice(2)) {
  const fragment = JSON.parse(readFileSync(file, 'utf8'));
  const absent = LANGS.filter((l) => !fragment[l]);
  if (absent.length) throw new Error(`${file} lacks languages: ${absent.join(', ')}`);
  for (const lang of LANGS) {
    const path = join(dir, `${lang}.json`);
    let current = {};
    try { current = JSON.parse(readFileSync(path, 'utf8')); } catch (e) { if (e.code !== 'ENOENT') throw e; }
    const next = merge(current, fragment[lang], '');
    writeFileSync(`${path}.tmp`, JSON.stringify(next, null, 2) + '\n');
    renameSync(`${path}.tmp`, path);
  }
  console.log(`merged ${file}`);
}
