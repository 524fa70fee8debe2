export const deployDir: string;
export function fillTemplate(text: string, values: Record<string, string | number>): string;
export function nginxString(value: string): string;
export function policyConf(policy: { csp: string; permissionsPolicy: string; corsOrigins: string[] }): string;
export function landingUpstreamConf(manifestUrl: string): string;
export interface SiteConfig {
  prefix: string;
  kind: 'host' | 'remote';
  port: number;
  staticRoot: string;
  runtimeRoot?: string;
  policy: string;
  brotli: boolean;
  localIncludes?: Record<string, string>;
}
/** Writes the site's prefix folder; returns the path of its nginx.conf. */
export function writeSiteConfig(site: SiteConfig): Promise<string>;
export function linkStaticRoot(root: string, dist: string): Promise<string>;
export function versionedStaticRoot(root: string, dist: string): Promise<string>;
