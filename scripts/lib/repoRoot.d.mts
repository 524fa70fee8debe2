export const repoRoot: string;
