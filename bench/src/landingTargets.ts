/**
 * What the landing's figures wait for. Its offers come with the HTML (the offers job's snapshot): they are visible
 * before any script. Its Subscribe is a link to the checkout until the page is hydrated, then the spec's button:
 * the landing is interactive, and the bytes it took until then are its budget.
 */
export const landingTargets = {
  visible: '[data-testid="subscription-card"]',
  interactive: '[data-testid="subscription-card"] button',
} as const;
