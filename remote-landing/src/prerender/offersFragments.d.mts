export function offersFragmentFile(language: string): string;
