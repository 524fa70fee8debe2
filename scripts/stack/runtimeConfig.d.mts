import type { RuntimeConfig } from '../../shared/src/config/runtimeConfig';
import type { StackPorts } from './ports.mjs';

export declare function localRuntimeConfig(ports: StackPorts, options?: { hostName?: string }): RuntimeConfig;
