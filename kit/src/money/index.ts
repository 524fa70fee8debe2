export { currencySymbol, formatAmount, formatMoney } from './format';
