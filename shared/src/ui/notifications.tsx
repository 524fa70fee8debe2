import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's toast time, for add-to-cart success and the mixed-region error. */
export const toastDurationMs = 2500;

/**
 * sonner is loaded after the first render, not before it: toasts answer
 * clicks, so nothing needs it earlier. A toast asked for before the toaster
 * is up waits for it instead of being lost.
 */
const loadSonner = () => import('sonner');
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return { default: Toaster };
});

function ToasterReadySignal() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** Mounted once by the host (or by a remote running alone); every app's toasts appear here. */
export function Notifications() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-center" duration={toastDurationMs} richColors closeButton={false} containerAriaLabel={t('notifications')} />
      <ToasterReadySignal />
    </Suspense>
  );
}

async function show(kind: 'success' | 'error', message: string): Promise<void> {
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  toast[kind](message, { duration: toastDurationMs });
}

export function notifySuccess(message: string): void {
  void show('success', message);
}

export function notifyError(message: string): void {
  void show('error', message);
}
