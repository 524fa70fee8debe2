import { fakeResponse } from '@suscripciones/kit/testing';

/**
 * The remotes as their deployments publish them, for the host's remote-loading tests (the federation runtime
 * itself is mocked in each test file, as jest hoists its mocks per file): the config's manifest addresses, and a
 * fetch that answers each manifest, naming its entry beside it.
 */
export const testRemotes = {
  landing: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  payment: 'http://localhost:3003/mf-manifest.json',
};

const manifestOf = (name: string) => ({
  metaData: { globalName: name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
});

export const manifestFetch = () =>
  jest.fn((url: string) => {
    const name = Object.entries(testRemotes).find(([, manifest]) => manifest === url)?.[0];
    return Promise.resolve(name ? fakeResponse(200, manifestOf(name)) : fakeResponse(404, {}));
  });
