import { escapeXml, svgDocument } from './svg';

/** The portals' wordmarks: a prefix in the portal colour followed by "News". */
const portalBrands = {
  agrinews: { prefix: 'agri', name: 'agriNews', colour: '#2f7d32' },
  avinews: { prefix: 'avi', name: 'aviNews', colour: '#c45000' },
  porcinews: { prefix: 'porci', name: 'porciNews', colour: '#b0195a' },
  nutrinews: { prefix: 'nutri', name: 'nutriNews', colour: '#1f63a8' },
  ruminews: { prefix: 'rumi', name: 'rumiNews', colour: '#5d7a1f' },
} as const;

export type PortalId = keyof typeof portalBrands;
export const portalIds = Object.keys(portalBrands) as PortalId[];
export const isPortalId = (value: string): value is PortalId => Object.hasOwn(portalBrands, value);

/** A 280x72 wordmark logo. */
export function portalLogoSvg(id: PortalId): string {
  const brand = portalBrands[id];
  const mark = `<circle cx="36" cy="36" r="24" fill="${brand.colour}"/><path d="M24 42 C30 24, 42 24, 48 30 C42 32, 34 38, 30 48 Z" fill="#fff"/>`;
  // One <text> with two <tspan>s, so "News" follows the prefix whatever the font's widths.
  const wordmark = `<text x="72" y="48" font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="34" font-weight="700"><tspan fill="${brand.colour}">${escapeXml(brand.prefix)}</tspan><tspan fill="#2b2f2d">News</tspan></text>`;
  return svgDocument({ width: 280, height: 72, title: `${brand.name} logo`, body: `${mark}${wordmark}` });
}
