/**
 * Shared entries the host does not use itself but the remotes do. Held by the
 * host, they come with its shared chunk and are ready when a remote asks;
 * otherwise the remote fetches its own copy after its entry: one more round
 * trip before the route's first render.
 */
import * as useRequest from '@suscripciones/shared/api/useRequest';
import * as productText from '@suscripciones/shared/catalogue/productText';
import * as money from '@suscripciones/shared/money/money';
import * as paidOrders from '@suscripciones/shared/orders/paidOrders';
import * as tracking from '@suscripciones/shared/tracking/tracking';

export const sharedForRemotes = { money, tracking, productText, paidOrders, useRequest };
