// Default ports of the local stack; each can be overridden by its variable.
export const remoteNames = ['landing', 'checkout', 'payment'];

export function stackPorts(env = process.env) {
  const port = (name, fallback) => {
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
export function stackPortsEnv(ports) {
  return {
    HOST_PORT: String(ports.host),
    LANDING_PORT: String(ports.landing),
    CHECKOUT_PORT: String(ports.checkout),
    PAYMENT_PORT: String(ports.payment),
    DEV_API_PORT: String(ports.devApi),
    ...(ports.control === undefined ? {} : { STACK_CONTROL_PORT: String(ports.control) }),
  };
}
