// How the Node tooling (dev-api, the go-live check, the release tool) loads the product's TypeScript: through tsx,
// and with the `suscripciones-tooling` condition, under which `@suscripciones/shared` is the singleton's contracts
// (shared/src/contracts.ts, pure code) rather than its page entry, which brings the page's state and style sheets
// that only a bundler loads. The apps' own schemas take their value rules from the singleton by its name, so
// dev-api and the go-live check read answers with them as the apps do. Node's `--import` of this file, or
// `await import` of it before the first TypeScript import.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// Registered after tsx, so it runs first: it only adds the condition, and tsx resolves as ever.
register('./toolingCondition.mjs', import.meta.url);
