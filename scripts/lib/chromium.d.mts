export const chromiumPath: string;
export const headlessShellPath: string;
export const chromiumFlags: readonly string[];
export function ensureChromium(): string;
export function ensureHeadlessShell(): string;
