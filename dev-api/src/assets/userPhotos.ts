import { svgDocument, svgText, tint } from './svg';

const colours = ['#2f7d32', '#b0195a', '#1f63a8', '#c45000', '#6a3fa0'] as const;

export const userPhotoPath = (tokenId: string): string => `/assets/users/${encodeURIComponent(tokenId)}.svg`;

/** A 128x128 portrait placeholder: a head and shoulders over a colour picked from the id. */
export function userPhotoSvg(tokenId: string, displayName: string): string {
  const hash = [...tokenId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const colour = colours[hash % colours.length] ?? '#2f7d32';
  const initial = Array.from(displayName.trim())[0]?.toUpperCase() ?? '?';
  const body = [
    `<rect width="128" height="128" fill="${tint(colour, 0.75)}"/>`,
    `<circle cx="64" cy="50" r="26" fill="${colour}"/>`,
    `<path d="M18 128 C22 92, 106 92, 110 128 Z" fill="${colour}"/>`,
    svgText(initial, { x: 64, y: 60, size: 28, fill: '#fff', weight: 700, anchor: 'middle' }),
  ].join('');
  return svgDocument({ width: 128, height: 128, title: `Photo of ${displayName}`, body });
}
