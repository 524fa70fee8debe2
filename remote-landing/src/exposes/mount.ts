import type { RemoteContracts } from '@suscripciones/shared';
import { takeOwnStyleSheets } from '../embed/embedStyles';
import { mount as mountLanding } from '../embed/mount';

// Loading this module put the list's style sheets into the page's head: out of it at once, into the shadow roots
// of the lists when they mount (embed/embedStyles.ts). A portal that loads it and mounts later keeps nothing of ours.
takeOwnStyleSheets();

/** `landing/mount`: the framework-neutral entry for any page (embed/portalLoader.ts, or a portal's own federation). */
export const mount: RemoteContracts['landing/mount']['mount'] = mountLanding;
