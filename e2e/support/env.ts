/** The ports the browser tests run the stack on: apart from `npm start`'s, so both can run at once. */
export const testPorts = {
  host: Number(process.env.E2E_HOST_PORT ?? 4000),
  landing: Number(process.env.E2E_LANDING_PORT ?? 4001),
  checkout: Number(process.env.E2E_CHECKOUT_PORT ?? 4002),
  payment: Number(process.env.E2E_PAYMENT_PORT ?? 4003),
  devApi: Number(process.env.E2E_DEV_API_PORT ?? 4010),
  control: Number(process.env.E2E_CONTROL_PORT ?? 4020),
};

export const hostUrl = `http://localhost:${testPorts.host}/suscripciones`;
export const devApiUrl = `http://localhost:${testPorts.devApi}`;
export const controlUrl = `http://127.0.0.1:${testPorts.control}`;
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The other engines of the e2e-engines project (scripts/lib/firefox.mjs and webkit.mjs install them). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * How often the test stacks' offers job renders call 1's offers into the landing's HTML (OFFERS_REFRESH_SECONDS of
 * scripts/stack and scripts/prod): short, so a test sees a changed price without waiting a real minute.
 */
export const offersRefreshSeconds = 2;
