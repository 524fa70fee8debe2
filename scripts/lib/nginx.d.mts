export const nginxModulesDir: string;
export const brotliStaticModule: string;
export interface NginxFound {
  nginx: string | null;
  brotliModule: boolean;
  customNginx: boolean;
  root: boolean;
}
export interface NginxInstallPlan {
  install: string[];
  optional: string[];
  error?: string;
  notice?: string;
}
export function nginxInstallPlan(found: NginxFound): NginxInstallPlan;
export function ensureNginx(): { nginx: string; brotli: boolean };
