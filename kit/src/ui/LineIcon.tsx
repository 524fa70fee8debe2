import type { ReactNode } from 'react';

interface LineIconProps {
  /** The path, drawn as a line in the text's colour. */
  d: string;
  size?: number;
  strokeWidth?: number;
  viewBox?: string;
  className?: string;
  /** Filled parts drawn over the line (the cart's wheels). */
  children?: ReactNode;
}

/**
 * A line pictogram of the visual system (round ends, the text's colour).
 * Hidden from assistive technology: the control or text beside it carries the words.
 */
export function LineIcon({ d, size = 20, strokeWidth = 2, viewBox = '0 0 24 24', className, children }: LineIconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox={viewBox} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
      {children}
    </svg>
  );
}
