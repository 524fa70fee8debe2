import { escapeHtml } from '../html/html';

/** XML escaping is the same as HTML escaping for text and attribute values. */
export const escapeXml = escapeHtml;

export interface SvgParts {
  readonly width: number;
  readonly height: number;
  /** Accessible name of the image (the <title>). */
  readonly title: string;
  /** Inner markup; callers escape any text they put in it with `escapeXml`. */
  readonly body: string;
}

/** A standalone SVG document with width, height, viewBox and a <title>. */
export function svgDocument({ width, height, title, body }: SvgParts): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    body,
    '</svg>\n',
  ].join('');
}

const fontFamily = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

export interface TextOptions {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fill: string;
  readonly weight?: number;
  readonly anchor?: 'start' | 'middle' | 'end';
}

export function svgText(text: string, options: TextOptions): string {
  return `<text x="${options.x}" y="${options.y}" font-family="${fontFamily}" font-size="${options.size}" font-weight="${options.weight ?? 400}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}">${escapeXml(text)}</text>`;
}

/** Blends a #rrggbb colour with white; amount 0 keeps it, 1 gives white. */
export function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => Math.round(channel + (255 - channel) * amount));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Blends a #rrggbb colour with black; amount 0 keeps it, 1 gives black. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => Math.round(channel * (1 - amount)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
