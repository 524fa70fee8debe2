export {
  amountSchema,
  configureZod,
  currencySchema,
  httpUrl,
  idSchema,
  loadZodMessages,
  nonEmptyText,
  nullableId,
  optionalOrDropped,
  optionalText,
  requiredText,
  text,
} from './zodBase';
export { offerPrice } from './offerPrice';
export { listOf, listOrData, warnDropped, type DroppedEntry } from './answers';
export { storedList } from './storedList';
