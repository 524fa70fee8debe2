// A fixture of scripts/release/symbolicate.test.mjs: bundled, minified and run, it throws from a known line.
export function parsePrice(text) {
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`not a price: ${text}`); // symbolicate: throws
  return value;
}
