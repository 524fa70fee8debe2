export { buyPath, countriesForm, productsOfTypePath, suggestionsPath } from './callPaths';
