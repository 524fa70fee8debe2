/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The import rules of the shared package (public entries by name, no app)
// are dependency-cruiser's (.dependency-cruiser.cjs); what it cannot see is
// a public subpath whose file is gone while nothing imports it yet.
const sharedDir = path.resolve(__dirname, '../../shared');
const exportsMap = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).exports as Record<string, string | Record<string, string>>;

describe('the shared package', () => {
  it('has a file for every public subpath, under each of its conditions', () => {
    const files = Object.values(exportsMap).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
    for (const file of files) expect(statSync(path.join(sharedDir, file)).isFile()).toBe(true);
  });
});
