import { defaultRefreshSeconds, jobSettings, JobSettingsError } from './jobSettings';

describe("the offers job's settings", () => {
  it('reads its command line first, then its environment, and refreshes once a minute by default', () => {
    expect(jobSettings(['--config', 'a.json', '--out', 'frag', '--interval', '5', '--once'], { OFFERS_CONFIG: 'b.json', OFFERS_REFRESH_SECONDS: '9' })).toEqual(
      {
        config: 'a.json',
        outDir: 'frag',
        intervalSeconds: 5,
        once: true,
      },
    );
    expect(jobSettings([], { OFFERS_CONFIG: 'https://example.com/config.json', OFFERS_OUT_DIR: '/srv/fragments' })).toEqual({
      config: 'https://example.com/config.json',
      outDir: '/srv/fragments',
      intervalSeconds: defaultRefreshSeconds,
      once: false,
    });
    expect(defaultRefreshSeconds).toBe(60);
  });

  it.each([
    ['no config', ['--out', 'x'], {}],
    ['no folder', ['--config', 'x'], {}],
    ['an interval of 0', ['--config', 'x', '--out', 'y', '--interval', '0'], {}],
    ['an interval that is no number', ['--config', 'x', '--out', 'y'], { OFFERS_REFRESH_SECONDS: 'often' }],
    ['an interval over an hour', ['--config', 'x', '--out', 'y', '--interval', '3601'], {}],
    ['half a second', ['--config', 'x', '--out', 'y', '--interval', '0.5'], {}],
  ])('refuses %s, saying what to give', (_case, argv, env) => {
    expect(() => jobSettings(argv, env)).toThrow(JobSettingsError);
    expect(() => jobSettings(argv, env)).toThrow(/give --config <config.json or its URL> --out <fragments folder>/);
  });
});
