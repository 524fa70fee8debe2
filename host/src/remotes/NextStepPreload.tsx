import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdleAfterLoad } from '@suscripciones/shared';
import { basePath, routePathOf } from '@suscripciones/shared';

/**
 * In the router: after each route shows and the page is idle, the route's next step is loaded while the buyer reads
 * (./stepPreload, a chunk of its own fetched then), and intent is heard from then on.
 */
export function NextStepPreload() {
  const route = routePathOf(`${basePath}${useLocation().pathname}`);
  useEffect(() => {
    let current = true;
    whenIdleAfterLoad(() => {
      if (!current) return;
      import(/* webpackChunkName: "next-step" */ './stepPreload').then(
        ({ startNextStep }) => startNextStep(route),
        // Only the head start is lost: each step loads as it opens.
        () => undefined,
      );
    });
    return () => {
      current = false;
    };
  }, [route]);
  return null;
}
