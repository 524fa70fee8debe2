import type { RuntimeConfig } from '../../shared/src/config/runtimeConfig';

export function writeConfiguration(options: {
  config: RuntimeConfig;
  hostDist: string;
  hostOrigins: string[];
  runtimeRoot: string;
  env?: Record<string, string | undefined>;
}): Promise<string>;
export function hostOriginsFrom(env: Record<string, string | undefined>, ports: { host: number }): string[];
