/** @jest-environment node */
import { hiddenEnds, scrollLeftToShow } from './tabScroll';

describe('hiddenEnds', () => {
  it.each([
    [
      { scrollLeft: 0, viewWidth: 300, contentWidth: 300 },
      { start: false, end: false },
    ],
    [
      { scrollLeft: 0, viewWidth: 300, contentWidth: 480 },
      { start: false, end: true },
    ],
    [
      { scrollLeft: 90, viewWidth: 300, contentWidth: 480 },
      { start: true, end: true },
    ],
    [
      { scrollLeft: 180, viewWidth: 300, contentWidth: 480 },
      { start: true, end: false },
    ],
    [
      { scrollLeft: 179.5, viewWidth: 300, contentWidth: 480 },
      { start: true, end: false },
    ],
  ])('%o → %o', (row, ends) => {
    expect(hiddenEnds(row)).toEqual(ends);
  });
});

describe('scrollLeftToShow', () => {
  const row = { scrollLeft: 0, viewWidth: 300, contentWidth: 600 };
  it('leaves a tab already in view where it is', () => {
    expect(scrollLeftToShow(row, 100, 200, 24)).toBe(0);
  });
  it('brings a tab past the end in, clear of the fade', () => {
    expect(scrollLeftToShow(row, 400, 480, 24)).toBe(204);
  });
  it('brings a tab before the start in, clear of the fade', () => {
    expect(scrollLeftToShow({ ...row, scrollLeft: 250 }, 100, 180, 24)).toBe(76);
  });
  it('stays within the row', () => {
    expect(scrollLeftToShow(row, 520, 600, 24)).toBe(300);
    expect(scrollLeftToShow({ ...row, scrollLeft: 100 }, 0, 80, 24)).toBe(0);
  });
});
