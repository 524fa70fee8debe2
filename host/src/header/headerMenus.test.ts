import { initialMenus, menusReducer, parentProfileUrl, pathAfterLanguageChange, type MenusState } from './headerMenus';

describe('header menus', () => {
  it('opens one dropdown at a time', () => {
    let state = menusReducer(initialMenus, { type: 'toggle', menu: 'language' });
    expect(state.openMenu).toBe('language');
    state = menusReducer(state, { type: 'toggle', menu: 'profile' });
    expect(state.openMenu).toBe('profile');
    state = menusReducer(state, { type: 'toggle', menu: 'profile' });
    expect(state.openMenu).toBeNull();
  });

  it('closes the dropdowns with the slide-in menu', () => {
    const open: MenusState = { openMenu: 'subscriptions', mobileOpen: true };
    expect(menusReducer(open, { type: 'toggleMobile' })).toEqual({ openMenu: null, mobileOpen: false });
    expect(menusReducer(open, { type: 'closeAll' })).toEqual(initialMenus);
    expect(menusReducer(open, { type: 'closeMenus' })).toEqual({ openMenu: null, mobileOpen: true });
  });

  it('keeps the same state object when nothing changes, so React skips the render', () => {
    expect(menusReducer(initialMenus, { type: 'closeAll' })).toBe(initialMenus);
    expect(menusReducer(initialMenus, { type: 'closeMenus' })).toBe(initialMenus);
  });
});

describe('where the header leads', () => {
  it('sends detail routes home on a language change', () => {
    expect(pathAfterLanguageChange('/product/detail/4')).toBe('/');
    expect(pathAfterLanguageChange('/checkout')).toBe('/checkout');
    expect(pathAfterLanguageChange('/')).toBe('/');
  });

  it("finds the parent site's profile page", () => {
    expect(parentProfileUrl('https://porcinews.example')).toBe('https://porcinews.example/profile');
    expect(parentProfileUrl('https://porcinews.example/es/')).toBe('https://porcinews.example/es/profile');
  });
});
