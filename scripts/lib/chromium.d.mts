export const chromiumPath: string;
export const chromiumFlags: readonly string[];
export function ensureChromium(): string;
