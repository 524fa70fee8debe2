import { trustedImageUrl } from './imageUrls';

const config = { assetsBase: 'http://localhost:3010/assets', profileApi: 'http://localhost:3010/profile' };
const cdn = { assetsBase: 'https://cdn.example.com/img/', profileApi: 'https://api.example.com/profile' };

describe('image addresses', () => {
  it.each([
    ['http://localhost:3010/assets/products/plan.svg', config, 'http://localhost:3010/assets/products/plan.svg'],
    ['sliders/events-1.svg', config, 'http://localhost:3010/assets/sliders/events-1.svg'],
    ['/assets/sliders/events-1.svg', config, 'http://localhost:3010/assets/sliders/events-1.svg'],
    ['https://api.example.com/uploads/plan.png', cdn, 'https://api.example.com/uploads/plan.png'],
    ['https://cdn.example.com/img/a.svg', cdn, 'https://cdn.example.com/img/a.svg'],
  ])('accepts %s', (candidate, settings, expected) => {
    expect(trustedImageUrl(candidate, settings)).toBe(expected);
  });

  it.each([
    'https://tracker.example.net/pixel.gif',
    'https://tracker.example/pixel.gif',
    'http://localhost:3011/assets/a.svg',
    'https://localhost:3010/assets/a.svg',
    '//evil.example/x.svg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '',
    null,
    undefined,
  ])('refuses %s', (candidate) => {
    expect(trustedImageUrl(candidate, config)).toBeNull();
  });
});
