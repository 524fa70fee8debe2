import { useEffect, type RefObject } from 'react';

/** The width at which the header becomes the slide-in menu (docs/rules.md: 768 px or less). */
const mobileMenuQuery = '(max-width: 768px)';

interface MobileMenuTrap {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * While the slide-in menu is open: focus moves into it and stays there
 * (focus-trap, fetched with the first opening so no page pays for it before),
 * the page behind does not scroll, and the menu closes when the window grows
 * past the phone width. Once closed, focus goes back to the menu button.
 * Escape, the close button and the backdrop close it through onClose.
 */
export function useMobileMenuTrap({ open, panelRef, toggleRef, onClose }: MobileMenuTrap): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    let cancelled = false;
    let deactivate: (() => void) | undefined;
    void import(/* webpackChunkName: "focus-trap" */ 'focus-trap').then(({ createFocusTrap }) => {
      if (cancelled) return;
      const trap = createFocusTrap(panel, {
        initialFocus: () => panel.querySelector<HTMLElement>('[data-menu-close]') ?? panel,
        fallbackFocus: panel,
        // Escape is the header's own rule (an open dropdown closes first, then the menu).
        escapeDeactivates: false,
        // The backdrop's own click closes the menu; links of the bar keep working.
        allowOutsideClick: true,
        setReturnFocus: () => toggleRef.current ?? false,
      });
      trap.activate();
      deactivate = () => trap.deactivate({ returnFocus: true });
    });

    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const media = window.matchMedia?.(mobileMenuQuery);
    const onWidth = (event: MediaQueryListEvent) => {
      if (!event.matches) onClose();
    };
    media?.addEventListener('change', onWidth);

    // The menu button to give focus back to: the one there when the menu opened.
    const toggle = toggleRef.current;
    return () => {
      cancelled = true;
      media?.removeEventListener('change', onWidth);
      root.style.overflow = overflow;
      if (deactivate) deactivate();
      else toggle?.focus();
    };
  }, [open, panelRef, toggleRef, onClose]);
}
