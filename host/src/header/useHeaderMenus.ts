import { useCallback, useEffect, useReducer, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { initialMenus, menusReducer, type MenuId } from './headerMenus';

/** Menu state plus the page-wide rules: a click outside or Escape closes, a route change closes everything. */
export function useHeaderMenus(headerRef: RefObject<HTMLElement | null>) {
  const [state, dispatch] = useReducer(menusReducer, initialMenus);
  const location = useLocation();

  useEffect(() => dispatch({ type: 'closeAll' }), [location.pathname, location.search]);

  useEffect(() => {
    if (state.openMenu === null && !state.mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) dispatch({ type: 'closeAll' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(state.openMenu ? { type: 'closeMenus' } : { type: 'closeAll' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state.openMenu, state.mobileOpen, headerRef]);

  // Stable, so the slide-in menu's focus trap is not rebuilt on every render.
  const closeAll = useCallback(() => dispatch({ type: 'closeAll' }), []);

  return {
    openMenu: state.openMenu,
    closeAll,
    mobileOpen: state.mobileOpen,
    toggle: (menu: MenuId) => dispatch({ type: 'toggle', menu }),
    closeMenus: () => dispatch({ type: 'closeMenus' }),
    toggleMobile: () => dispatch({ type: 'toggleMobile' }),
  };
}
