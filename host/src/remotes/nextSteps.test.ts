import { mayFetchAhead, nextStepsOf } from './nextSteps';

describe('the next step of each route', () => {
  it('leads from the landing to checkout, to payment, to thanks', () => {
    expect(nextStepsOf('/')).toEqual(['/checkout']);
    expect(nextStepsOf('/checkout')).toEqual(['/payment']);
    expect(nextStepsOf('/payment')).toEqual(['/thanks']);
  });

  it('has none after thanks, on the host’s own pages, outside the base path or for inherited names', () => {
    for (const route of ['/thanks', '/terms', '/privacy', '/nope', null, 'constructor', '__proto__']) expect(nextStepsOf(route)).toEqual([]);
  });
});

describe('fetching ahead', () => {
  it('is allowed on a connection that says nothing, or nothing against it', () => {
    expect(mayFetchAhead(undefined)).toBe(true);
    expect(mayFetchAhead({})).toBe(true);
    expect(mayFetchAhead({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayFetchAhead({ effectiveType: '3g' })).toBe(true);
  });

  it('is not, when the buyer asked to save data or the connection is 2g', () => {
    expect(mayFetchAhead({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: '2g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('reads an odd connection object as saying nothing', () => {
    expect(mayFetchAhead({ saveData: 'yes' })).toBe(true);
    expect(mayFetchAhead(42)).toBe(true);
  });
});
