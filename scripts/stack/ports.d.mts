export declare const remoteNames: readonly ['landing', 'checkout', 'payment'];

export interface StackPorts {
  host: number;
  landing: number;
  checkout: number;
  payment: number;
  devApi: number;
}

export declare function stackPorts(env?: Record<string, string | undefined>): StackPorts;

export declare function stackPortsEnv(ports: StackPorts & { control?: number }): Record<string, string>;
