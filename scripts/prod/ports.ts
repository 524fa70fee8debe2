// Ports of the nginx stack (`npm run start:prod`): 8080 for the host, a port
// per remote, dev-api on 8090. The variables of `npm start` override them.
import { stackPorts, type StackPorts } from '../stack/ports';

const prodPortDefaults = { HOST_PORT: '8080', LANDING_PORT: '8081', CHECKOUT_PORT: '8082', PAYMENT_PORT: '8083', DEV_API_PORT: '8090' };

export function prodPorts(env: Record<string, string | undefined> = process.env): StackPorts {
  return stackPorts({ ...prodPortDefaults, ...env });
}
