export { callPaths, subscriptionOffersPath } from './callPaths';
