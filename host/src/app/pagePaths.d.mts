export const pagePaths: readonly string[];
export function isPagePath(path: string): boolean;
