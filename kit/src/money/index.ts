export { currencySymbol, formatAmount, formatMoney } from './format';
export { maxAmount, parseMoneyAmount, toCents } from './amount';
