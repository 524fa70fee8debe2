// The public surface of @suscripciones/shared/pricing: the pure price rule and the hook that applies it.
export * from './priceRules';
export { usePriceRuleSync } from './usePriceRuleSync';
