export const nginxModulesDir: string;
export const brotliStaticModule: string;
export function ensureNginx(): { nginx: string; brotli: boolean };
