import { applyRemoteOverrides, readOverrides } from './remoteOverrides';

const remotes = {
  landing: 'https://cdn.example/landing/1.4.0/mf-manifest.json',
  checkout: 'https://cdn.example/checkout/2.0.1/mf-manifest.json',
  payment: 'https://cdn.example/payment/1.1.0/mf-manifest.json',
};

describe('QA remote overrides', () => {
  it('reads the query first, then local storage', () => {
    expect(
      readOverrides('?remote.landing=https://qa.example/l/mf-manifest.json', '{"checkout":"https://qa.example/c/mf-manifest.json","landing":"x"}'),
    ).toEqual({
      landing: 'https://qa.example/l/mf-manifest.json',
      checkout: 'https://qa.example/c/mf-manifest.json',
    });
    expect(readOverrides('', '{not json')).toEqual({});
    expect(readOverrides('?remote.nope=https://qa.example/x.json', null)).toEqual({});
  });

  it('points a remote to an allowed host', () => {
    const result = applyRemoteOverrides(remotes, { landing: 'https://qa.example/landing/pr-42/mf-manifest.json' }, ['qa.example']);
    expect(result.remotes.landing).toBe('https://qa.example/landing/pr-42/mf-manifest.json');
    expect(result.remotes.checkout).toBe(remotes.checkout);
    expect(result.applied).toEqual(['landing']);
  });

  it.each([
    ['a host not in the config', 'https://evil.example/mf-manifest.json'],
    ['a javascript: address', 'javascript:alert(1)//.json'],
    ['a data: address', 'data:application/json,{}'],
    ['credentials in the address', 'https://user:pw@qa.example/mf-manifest.json'],
    ['something that is not a manifest', 'https://qa.example/evil.js'],
    ['junk', 'not a url'],
  ])('refuses %s', (_case, candidate) => {
    const result = applyRemoteOverrides(remotes, { payment: candidate }, ['qa.example']);
    expect(result.remotes.payment).toBe(remotes.payment);
    expect(result.refused).toEqual(['payment']);
  });

  it('accepts nothing when the config allows no host (production)', () => {
    expect(applyRemoteOverrides(remotes, { landing: 'https://qa.example/mf-manifest.json' }, []).applied).toEqual([]);
  });
});
