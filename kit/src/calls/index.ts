export { buyPath, callPaths, countriesForm, productsOfTypePath, subscriptionOffersPath, suggestionsPath } from './callPaths';
