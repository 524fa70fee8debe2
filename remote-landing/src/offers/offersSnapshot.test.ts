import { seedIds } from '@suscripciones/dev-api/testing';
import { seedOffer } from '../testing/offers';
import { pageSnapshotOf, parsePageSnapshot, scriptJson, snapshotIsFresh, snapshotToShow } from './offersSnapshot';

// The offers are the seed's, read from its catalogue: nothing here makes a request.
const takenAt = '2026-05-01T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe("the offers' snapshot in the page", () => {
  it('writes JSON no API text can break out of: no "<", ">" or "&", and the line separators escaped', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
  });

  it('reads back what it wrote, the text kept as it was for the hydration', () => {
    // Markup and quotes in a name, which the seed never has.
    const written = pageSnapshotOf({
      takenAt,
      offers: [seedOffer(seedIds.memberships.es, { name: 'Plan <b>"x"</b>' }), seedOffer(seedIds.memberships.br)],
    });
    expect(parsePageSnapshot(written.json)).toEqual(written);
  });

  it.each([
    ['no element', undefined],
    ['an empty one', ''],
    ['text that is not JSON', '{"takenAt":'],
    ['JSON of another shape', '{"offers":[]}'],
    ['a time that is not one', JSON.stringify({ takenAt: 'yesterday', offers: [] })],
    ['a time of no day', JSON.stringify({ takenAt: '2026-02-30T10:00:00Z', offers: [] })],
    ['offers that are no list', JSON.stringify({ takenAt, offers: {} })],
    ['null', 'null'],
    ['an offer without a price', JSON.stringify({ takenAt, offers: [{ id: 1, name: 'x', currency: 'EUR' }] })],
  ])('is none with %s', (_case, json) => {
    expect(parsePageSnapshot(json)).toBeNull();
  });

  it('is fresh up to its maximum age, either side of the clock, and never with a time it cannot read', () => {
    expect(snapshotIsFresh({ takenAt }, at('2026-05-01T10:10:00.000Z'), 600)).toBe(true);
    expect(snapshotIsFresh({ takenAt }, at('2026-05-01T10:10:00.001Z'), 600)).toBe(false);
    // A visitor's clock a little behind the server's is no reason to drop it; one far behind is.
    expect(snapshotIsFresh({ takenAt }, at('2026-05-01T09:55:00.000Z'), 600)).toBe(true);
    expect(snapshotIsFresh({ takenAt }, at('2026-04-30T10:00:00.000Z'), 600)).toBe(false);
    expect(snapshotIsFresh({ takenAt: 'not a time' }, at(takenAt), 600)).toBe(false);
  });

  it('stands while the HTML is hydrated whatever its age (the browser renders what the server did), then only while fresh', () => {
    const snapshot = { takenAt };
    const dayLater = at('2026-05-02T10:00:00.000Z');
    expect(snapshotToShow(snapshot, { hydrated: false, nowMs: dayLater, maxAgeSeconds: 600 })).toBe(snapshot);
    expect(snapshotToShow(snapshot, { hydrated: true, nowMs: dayLater, maxAgeSeconds: 600 })).toBeNull();
    expect(snapshotToShow(snapshot, { hydrated: true, nowMs: at(takenAt) + 1000, maxAgeSeconds: 600 })).toBe(snapshot);
    expect(snapshotToShow(null, { hydrated: false, nowMs: dayLater, maxAgeSeconds: 600 })).toBeNull();
  });
});
