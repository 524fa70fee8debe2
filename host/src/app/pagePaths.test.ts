import { routeRemotes } from '../remotes/routeRemotes';
import { legalPages } from './App';
import { isPagePath, pagePaths } from './pagePaths';

describe('the pages of the app', () => {
  it('are the routes the router renders (the remotes’ and the host’s own), which are the spec’s six', () => {
    const routed = [...Object.keys(routeRemotes), ...legalPages.map(([path]) => `/${path}`)];
    expect([...routed].sort()).toEqual([...pagePaths].sort());
    expect([...pagePaths].sort()).toEqual(['/', '/checkout', '/payment', '/privacy', '/terms', '/thanks']);
  });

  it.each([
    ['/', true],
    ['', true],
    ['/checkout', true],
    ['/checkout/', true],
    ['/thanks', true],
    ['/checkout/detail', false],
    ['/no-such-page', false],
    ['/index.html', false],
    ['/Checkout', true],
    ['/PRIVACY/', true],
  ])('%s is a page: %s', (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });
});
