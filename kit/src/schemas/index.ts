export { configureZod, httpUrl, idSchema, loadZodMessages, nonEmptyText, requiredText, text } from './zodBase';
