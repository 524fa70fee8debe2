import { prerenderedPage, prerenderFits } from './prerendered';

const container = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe("the route page's prerendered HTML", () => {
  it('is recognised by its root, with the version of the remote that rendered it', () => {
    expect(prerenderedPage(container('<header></header><main><div data-testid="landing-page" data-version="1.4.0"></div></main>'))).toEqual({
      moduleId: 'landing/LandingPage',
      version: '1.4.0',
    });
    expect(prerenderedPage(container('<div data-testid="landing-page"></div>'))).toEqual({ moduleId: 'landing/LandingPage', version: null });
    expect(prerenderedPage(container('<header></header><main></main>'))).toBeNull();
  });

  it('is hydrated only by the version that rendered it; either version unknown, it is', () => {
    expect(prerenderFits('1.4.0', '1.4.0')).toBe(true);
    expect(prerenderFits('1.4.0', '1.5.0')).toBe(false);
    expect(prerenderFits(null, '1.5.0')).toBe(true);
    expect(prerenderFits('1.4.0', null)).toBe(true);
  });
});
