export * from './vocabulary';
export { localisedName } from './productText';
