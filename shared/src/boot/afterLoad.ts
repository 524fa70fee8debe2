/**
 * Runs `task` once the page has loaded and the browser is idle: work that must never sit on the first view's
 * path (field data, the English messages of the logs).
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5_000 }) : setTimeout(task, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
