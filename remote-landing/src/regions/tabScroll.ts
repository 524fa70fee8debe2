/**
 * The region tabs on a phone are one row that scrolls sideways. These rules
 * say which ends have more tabs hidden (their fade shows it), and where to
 * scroll so the selected tab is fully in view, clear of the fades.
 */
export interface RowMetrics {
  scrollLeft: number;
  viewWidth: number;
  contentWidth: number;
}

export interface HiddenEnds {
  start: boolean;
  end: boolean;
}

/** Less than a pixel is rounding, not a hidden tab. */
const slack = 1;

export function hiddenEnds({ scrollLeft, viewWidth, contentWidth }: RowMetrics): HiddenEnds {
  return { start: scrollLeft > slack, end: scrollLeft + viewWidth < contentWidth - slack };
}

/**
 * The scroll position that shows the item [itemStart, itemEnd] whole, with
 * `margin` to spare at either side (the fade's width), moving as little as
 * possible; unchanged when it is already in view.
 */
export function scrollLeftToShow({ scrollLeft, viewWidth, contentWidth }: RowMetrics, itemStart: number, itemEnd: number, margin: number): number {
  const maxScroll = Math.max(0, contentWidth - viewWidth);
  let target = scrollLeft;
  if (itemStart - margin < scrollLeft) target = itemStart - margin;
  else if (itemEnd + margin > scrollLeft + viewWidth) target = itemEnd + margin - viewWidth;
  return Math.min(maxScroll, Math.max(0, target));
}
