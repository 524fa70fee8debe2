import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser gives focus trapping, Escape
 * and the inert background, so no library is needed.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  return (
    // A click on the backdrop (the dialog element itself, outside its box) closes it, as the keyboard's Escape
    // does through onCancel: the click handler adds a pointer way, not a keyboard-less one.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="sc-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <div className="sc-modal__header">
            <h2 id={titleId} className="sc-modal__title">
              {title}
            </h2>
            <button type="button" className="sc-modal__close" onClick={onClose} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="sc-modal__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
