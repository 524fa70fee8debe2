import { requiredMajor, skewMessage, versionSkew } from './versionSkew';

describe('version skew of shared singletons', () => {
  it.each([
    ['^19.4.0', 19],
    ['~3.0.1', 3],
    ['>=2 <4', 2],
    ['19.x', 19],
    ['*', null],
  ])('%s asks for major %s', (range, major) => {
    expect(requiredMajor(range)).toBe(major);
  });

  it.each([
    ['19.3.1', '^19.3.0', true, 'none'],
    ['19.3.1', '^19.4.0', false, 'minor'],
    ['19.3.1', '^20.0.0', false, 'major'],
    ['3.0.1', '^2.9.0', false, 'major'],
    ['19.3.1', false, false, 'none'],
  ] as const)('page %s, app built for %s → %s', (provided, required, satisfies, skew) => {
    expect(versionSkew(provided, required, satisfies)).toBe(skew);
  });

  it('names the app, the package and both versions', () => {
    const message = skewMessage('major', { pkg: 'react', consumer: 'landing', required: '^20.0.0', provided: '19.3.1', provider: 'host' });
    expect(message).toContain('MAJOR');
    expect(message).toContain('"landing" was built for react ^20.0.0');
    expect(message).toContain('react 19.3.1 from "host"');
  });
});
