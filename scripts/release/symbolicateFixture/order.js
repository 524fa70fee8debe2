// A fixture of scripts/release/symbolicate.test.mjs: the entry of the bundle, which calls the throwing module.
import { parsePrice } from './prices.js';

function lineTotal(line) {
  return parsePrice(line.price) * parsePrice(line.quantity); // symbolicate: calls
}

function orderTotal(lines) {
  let total = 0;
  for (const line of lines) total += lineTotal(line);
  return total;
}

globalThis.fixtureTotals = [orderTotal(globalThis.fixtureLines.slice(1)), orderTotal(globalThis.fixtureLines)];
