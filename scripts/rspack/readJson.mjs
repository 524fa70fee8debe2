import { readFileSync } from 'node:fs';

/** A JSON file's value (a package.json, mostly). */
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
