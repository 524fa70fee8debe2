import type { RemoteContracts } from '@suscripciones/shared';
import { mount as mountLanding } from '../embed/mount';

/** `landing/mount`: the framework-neutral entry for the parent portal (see embed/portalLoader.ts). */
export const mount: RemoteContracts['landing/mount']['mount'] = mountLanding;
