/** The header's dropdowns; at most one is open at a time. */
export type MenuId = 'language' | 'subscriptions' | 'profile';

export interface MenusState {
  openMenu: MenuId | null;
  mobileOpen: boolean;
}

export type MenusAction = { type: 'toggle'; menu: MenuId } | { type: 'closeMenus' } | { type: 'toggleMobile' } | { type: 'closeAll' };

export const initialMenus: MenusState = { openMenu: null, mobileOpen: false };

/** Opening one dropdown closes the others; closing the slide-in menu closes its dropdowns too. */
export function menusReducer(state: MenusState, action: MenusAction): MenusState {
  switch (action.type) {
    case 'toggle':
      return { ...state, openMenu: state.openMenu === action.menu ? null : action.menu };
    case 'closeMenus':
      return state.openMenu === null ? state : { ...state, openMenu: null };
    case 'toggleMobile':
      return { openMenu: null, mobileOpen: !state.mobileOpen };
    case 'closeAll':
      return state.openMenu === null && !state.mobileOpen ? state : initialMenus;
  }
}

/** Where a language change leads: detail routes go back home, every other route stays. */
export function pathAfterLanguageChange(pathname: string): string {
  return /detail/i.test(pathname) ? '/' : pathname;
}

/** The parent site's profile page of a portal. */
export function parentProfileUrl(parentSiteUrl: string): string {
  return new URL('profile', parentSiteUrl.endsWith('/') ? parentSiteUrl : `${parentSiteUrl}/`).toString();
}
