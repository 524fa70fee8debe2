// The host pages nginx serves, written when the configuration is deployed
// (configure.mjs): per language, the built page with its language, its
// no-script message, the host's shell in #root and the runtime config in its
// data block. The landing's page has, besides, SSI commands that put the
// landing's first view (with the offers its job rendered last) and its style
// sheet in, fetched from the landing's own deployment on every request (the
// host site's /suscripciones/_landing/ location): a landing deploy, and each
// run of its job, changes the page without a host build or a new
// configuration.
import { offersFragmentFile } from '../../remote-landing/src/prerender/offersFragments.ts';
import { composeHostPage, fragmentLanguages, hostFragments } from '../stack/hostPage.mjs';
import { inlineRuntimeConfig } from '../stack/stack.mjs';

/** Where the host site proxies the landing's fragments folder (deploy/nginx/sites/host.conf.template). */
export const landingFragmentsLocation = '/suscripciones/_landing/';

const ssi = (command) => `<!--# ${command} -->`;

/**
 * The SSI commands of the landing's page in `language`. The first view with
 * the offers the landing's job rendered last, or, without one, the build's
 * (the offers' placeholders). Both the fragment and its style sheet, or
 * neither (the fragment without its styles would flash unstyled): the style
 * sheet is asked for only once a fragment came, and the fragment is written
 * only once the style sheet came. A landing that fails or is slow leaves
 * both empty and the browser renders the page.
 */
export function landingSsi(language) {
  const html = 'suscripciones_landing_html';
  const css = 'suscripciones_landing_css';
  return {
    head: [
      ssi(`set var="${css}" value=""`),
      ssi(`include virtual="${landingFragmentsLocation}${offersFragmentFile(language)}" set="${html}"`),
      ssi(`if expr="$${html}"`),
      ssi('else'),
      ssi(`include virtual="${landingFragmentsLocation}landing.${language}.html" set="${html}"`),
      ssi('endif'),
      ssi(`if expr="$${html}"`),
      ssi(`include virtual="${landingFragmentsLocation}landing.css" set="${css}"`),
      ssi('endif'),
      ssi(`if expr="$${css}"`),
      // Our own landing build's CSS: unlike the Node server, nginx cannot escape a `</style` in it (rspack never writes one).
      `<style data-suscripciones-fragment>${ssi(`echo var="${css}" encoding="none"`)}</style>`,
      ssi('endif'),
    ].join(''),
    route: [ssi(`if expr="$${css}"`), ssi(`echo var="${html}" encoding="none"`), ssi('endif')].join(''),
  };
}

/**
 * @param {string} builtPage the host's built index.html
 * @param {string} hostDist the host's dist folder (its fragments/)
 * @param {string} configText the runtime config as served
 * @returns {Promise<Record<string, string>>} file name → page: index.<lang>.html for
 *   every route but the landing, landing.<lang>.html (SSI) for the landing, and
 *   index.html (English) for a nginx that does not pick by language
 */
export async function hostPages(builtPage, hostDist, configText) {
  const pages = {};
  for (const language of fragmentLanguages) {
    const fragments = await hostFragments(hostDist, language);
    const page = (extra) => inlineRuntimeConfig(composeHostPage(builtPage, { language, ...fragments, ...extra }), configText);
    pages[`index.${language}.html`] = page({});
    // Without a shell there is no slot for the fragment: the landing's page is the plain one.
    pages[`landing.${language}.html`] = fragments.shell ? page(landingSsi(language)) : page({});
  }
  pages['index.html'] = pages['index.en.html'];
  return pages;
}
