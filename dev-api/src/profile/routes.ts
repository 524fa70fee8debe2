import type { DevApiContext } from '../context';
import type { Route } from '../http/router';
import { buyRoutes } from './buy';
import { paidSubscriptionRoutes } from './paidSubscriptions';
import { productRoutes } from './products';

/** The profile service stand-in (base path /profile): calls 1 to 5. */
export const profileRoutes = (context: DevApiContext): Route[] => [...productRoutes(context), ...buyRoutes(context), ...paidSubscriptionRoutes(context)];
