// Default ports of the local stack; each can be overridden by its variable.
export const remoteNames = ['landing', 'checkout', 'payment'] as const;

export interface StackPorts {
  host: number;
  landing: number;
  checkout: number;
  payment: number;
  devApi: number;
}

export function stackPorts(env: Record<string, string | undefined> = process.env): StackPorts {
  const port = (name: string, fallback: number): number => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
    return value;
  };
  return {
    host: port('HOST_PORT', 3000),
    landing: port('LANDING_PORT', 3001),
    checkout: port('CHECKOUT_PORT', 3002),
    payment: port('PAYMENT_PORT', 3003),
    devApi: port('DEV_API_PORT', 3010),
  };
}

/** The environment that starts scripts/serve.mjs on these ports (the control port too, when given). */
export function stackPortsEnv(ports: StackPorts & { control?: number }): Record<string, string> {
  return {
    HOST_PORT: String(ports.host),
    LANDING_PORT: String(ports.landing),
    CHECKOUT_PORT: String(ports.checkout),
    PAYMENT_PORT: String(ports.payment),
    DEV_API_PORT: String(ports.devApi),
    ...(ports.control === undefined ? {} : { STACK_CONTROL_PORT: String(ports.control) }),
  };
}
