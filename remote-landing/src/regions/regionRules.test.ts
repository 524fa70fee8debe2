import { defaultRegionFor, type Region } from './regionNames';
import {
  availableRegions,
  belongsToRegion,
  initialRegion,
  offersForRegion,
  offersRegionTab,
  regionLanguage,
  regionOrder,
  showRegionSelector,
} from './regionRules';

const offer = (medio_vinculado: string, name = 'Plan Premium') => ({ medio_vinculado, name });

describe('region patterns', () => {
  it.each<[Region, string, boolean]>([
    ['es', 'porciNews España', true],
    ['es', 'porciNews ESPAÑA', true],
    ['es', 'porciNews Espana', false],
    ['latam', 'aviNews Latam', true],
    ['latam', 'aviNews Latin', false],
    ['br', 'aviNews Brasil', true],
    ['br', 'Suinobrasil', true],
    ['br', 'aviNews Brazil', false],
    ['global', 'nutriNews International', true],
    ['global', 'nutriNews Global', false],
    ['ar', 'aviNews Arabic', true],
    ['ar', 'aviNews Arab', false],
  ])('%s tab with medio_vinculado "%s": %s', (region, medio, expected) => {
    expect(offersRegionTab(offer(medio), region)).toBe(expected);
  });

  it.each<[Region, string]>([
    ['es', 'Plan Premium España'],
    ['latam', 'Plan Latam'],
    ['br', 'Plano Brasil'],
    ['global', 'Plan International'],
    ['ar', 'Plan Arabic'],
  ])('the %s list also takes offers whose name matches ("%s")', (region, name) => {
    const byName = offer('', name);
    expect(belongsToRegion(byName, region)).toBe(true);
    // ...but the name alone does not open the tab.
    expect(offersRegionTab(byName, region)).toBe(false);
  });
});

describe('tab visibility', () => {
  it('offers the tabs with at least one matching subscription, in tab order', () => {
    const offers = [offer('aviNews Arabic'), offer('porciNews España'), offer('Suinobrasil')];
    expect(availableRegions(offers)).toEqual(['es', 'br', 'ar']);
    expect(availableRegions([])).toEqual([]);
    expect(availableRegions([offer('Something else')])).toEqual([]);
  });

  it('offers all five tabs when every region has offers', () => {
    const offers = ['España', 'Latam', 'Brasil', 'International', 'Arabic'].map((medio) => offer(`x ${medio}`));
    expect(availableRegions(offers)).toEqual([...regionOrder]);
  });

  it.each<[Region[], boolean]>([
    [[], false],
    [['es'], false],
    [['es', 'br'], true],
    [[...regionOrder], true],
  ])('with tabs %j the selector is shown: %s', (regions, shown) => {
    expect(showRegionSelector(regions)).toBe(shown);
  });
});

describe('default tab', () => {
  it.each<[string, Region[], Region | null]>([
    ['es', [...regionOrder], 'es'],
    ['en', [...regionOrder], 'global'],
    ['pt', [...regionOrder], 'br'],
    ['fr', [...regionOrder], 'es'],
    ['en', ['es', 'latam'], 'es'],
    ['pt', ['latam', 'ar'], 'latam'],
    ['es', ['global'], 'global'],
    ['es', [], null],
  ])('language %s with tabs %j selects %s', (language, regions, expected) => {
    expect(initialRegion(language, regions)).toBe(expected);
  });
});

describe('offers of a region', () => {
  const offers = [
    offer('porciNews España', 'Plan Premium porciNews España'),
    offer('aviNews Brasil', 'Plano aviNews'),
    offer('Suinobrasil', 'Suinobrasil'),
    offer('', 'Plan International'),
  ];

  it('filters by medio_vinculado or name', () => {
    expect(offersForRegion(offers, 'es').map((o) => o.medio_vinculado)).toEqual(['porciNews España']);
    expect(offersForRegion(offers, 'br').map((o) => o.medio_vinculado)).toEqual(['aviNews Brasil', 'Suinobrasil']);
    expect(offersForRegion(offers, 'global').map((o) => o.name)).toEqual(['Plan International']);
    expect(offersForRegion(offers, 'ar')).toEqual([]);
  });

  it('shows everything when no tab applies', () => {
    expect(offersForRegion(offers, null)).toHaveLength(offers.length);
  });
});

describe('the language the default region follows', () => {
  it.each([
    ['es', null, 'es'],
    ['en', null, 'en'],
    // ?lang=fr shows English, and the es region (docs/rules.md).
    ['en', 'fr', 'fr'],
    ['en', 'FR ', 'fr'],
    // Once the visitor picks a language, that language decides.
    ['pt', 'fr', 'pt'],
    ['es', 'es', 'es'],
  ] as const)('page %s, asked %s at start: %s', (language, requested, expected) => {
    expect(regionLanguage(language, requested)).toBe(expected);
  });

  it('gives the es tab for an unsupported language', () => {
    expect(initialRegion(regionLanguage('en', 'fr'), ['es', 'global'])).toBe('es');
    expect(initialRegion(regionLanguage('en', null), ['es', 'global'])).toBe('global');
  });
});

describe('the default region of a language', () => {
  it.each([
    ['es', 'es'],
    ['en', 'global'],
    ['pt', 'br'],
    ['fr', 'es'],
    ['', 'es'],
  ])('for %s is %s', (language, region) => {
    expect(defaultRegionFor(language)).toBe(region);
  });
});
