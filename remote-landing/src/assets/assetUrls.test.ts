import { assetUrl } from './assetUrls';

const config = { assetsBase: 'http://localhost:3010/assets', profileApi: 'http://localhost:3010/profile' };
const cdn = { assetsBase: 'https://cdn.example.com/img/', profileApi: 'https://api.example.com/profile' };

describe('asset addresses', () => {
  it('joins paths to assetsBase', () => {
    expect(assetUrl('sections/campus.svg', config)).toBe('http://localhost:3010/assets/sections/campus.svg');
    expect(assetUrl('/sliders.json', cdn)).toBe('https://cdn.example.com/img/sliders.json');
  });
});
