import { Toaster, toast } from 'sonner';
import { useTranslation } from 'react-i18next';

/** The spec's toast time, for add-to-cart success and the mixed-region error. */
export const toastDurationMs = 2500;

/** Mounted once by the host (or by a remote running alone); every app's toasts appear here. */
export function Notifications() {
  const { t } = useTranslation('common');
  return <Toaster position="top-center" duration={toastDurationMs} richColors closeButton={false} containerAriaLabel={t('notifications')} />;
}

export function notifySuccess(message: string): void {
  toast.success(message, { duration: toastDurationMs });
}

export function notifyError(message: string): void {
  toast.error(message, { duration: toastDurationMs });
}
