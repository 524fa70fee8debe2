import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's toast time, for add-to-cart success and the mixed-region error. */
const toastDurationMs = 2500;

/**
 * sonner is fetched with the first toast, not before the first render: toasts
 * answer clicks. The toaster mounts then, and the toast waits for it rather
 * than being lost.
 */
const loadSonner = () => import('sonner');

let wanted = false;
const listeners = new Set<() => void>();
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return { default: Toaster };
});

function ToasterReadySignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * sonner's rich colours put 13 px text at 4.3:1 on its pale backgrounds (success #008a2e, error #e60000), under
 * the 4.5:1 WCAG AA asks (axe found it on the "added to your cart" toast); the same hues, darker.
 */
const richTextColours = { '--success-text': 'hsl(140, 100%, 23%)', '--error-text': 'hsl(360, 100%, 40%)' } as CSSProperties;

/** Mounted once by the host (or by a remote running alone); every app's toasts appear here. */
export function Notifications() {
  const { t } = useTranslation('common');
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="top-center"
        duration={toastDurationMs}
        richColors
        closeButton={false}
        containerAriaLabel={t('notifications')}
        style={richTextColours}
      />
      <ToasterReadySignal />
    </Suspense>
  );
}

async function show(kind: 'success' | 'error', message: string): Promise<void> {
  wantToaster();
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  toast[kind](message, { duration: toastDurationMs });
}

export function notifySuccess(message: string): void {
  void show('success', message);
}

export function notifyError(message: string): void {
  void show('error', message);
}
