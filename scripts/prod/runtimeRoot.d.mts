export function writeRuntimeGeneration<T>(link: string, write: (folder: string) => Promise<T>): Promise<T>;
