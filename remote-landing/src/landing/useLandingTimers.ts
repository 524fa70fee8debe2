import { useEffect, type RefObject } from 'react';
import { anchorFromHash, subscribeBlockId } from '../sections/sectionIds';

/** The spec's timings (docs/rules.md): the hash scroll waits 500 ms, the focus on the subscribe block 1000 ms. */
const hashScrollDelayMs = 500;
const subscribeFocusDelayMs = 1000;

const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/** Once the content is there, a URL hash naming a section scrolls to it after 500 ms. */
export function useHashScroll(hash: string, ready: boolean): void {
  useEffect(() => {
    const id = anchorFromHash(hash);
    if (!ready || !id) return;
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    }, hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [hash, ready]);
}

/** Focus that nobody chose: the page itself, the host's <main> (skip link target), or the heading the host focuses when a route opens. */
const focusIsFree = (): boolean => {
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'main' || active.tagName === 'H1';
};

/**
 * 1000 ms after the content is there, focus moves to the subscribe block
 * (not if the visitor has focused something meanwhile). It does not scroll
 * the page unless the hash points at the block.
 */
export function useSubscribeFocus(block: RefObject<HTMLElement | null>, ready: boolean, hash: string): void {
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      if (!focusIsFree()) return;
      block.current?.focus({ preventScroll: anchorFromHash(hash) !== subscribeBlockId });
    }, subscribeFocusDelayMs);
    return () => clearTimeout(timer);
  }, [block, ready, hash]);
}
