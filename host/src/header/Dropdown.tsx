import { useId, type ReactNode } from 'react';
import styles from './Header.module.css';

interface DropdownProps {
  label: ReactNode;
  /** Accessible name of the button when its label is not text alone (avatar, badge). */
  ariaLabel?: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  align?: 'start' | 'end';
  testId?: string;
}

/** A disclosure button with its panel: keyboard operable, state announced through aria-expanded. */
export function Dropdown({ label, ariaLabel, open, onToggle, children, align = 'end', testId }: DropdownProps) {
  const panelId = useId();
  return (
    <div className={styles.dropdown}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={onToggle}
        data-testid={testId}
      >
        {label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} data-align={align} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
