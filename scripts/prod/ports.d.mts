import type { stackPorts } from '../stack/ports.mjs';

export const prodPortDefaults: Record<'HOST_PORT' | 'LANDING_PORT' | 'CHECKOUT_PORT' | 'PAYMENT_PORT' | 'DEV_API_PORT', string>;
export function prodPorts(env?: Record<string, string | undefined>): ReturnType<typeof stackPorts>;
