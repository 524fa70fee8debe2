// @ts-check: a portal's JavaScript, checked by TypeScript against the landing's published types (@mf-types/landing).

/** The shop's addresses come with the page's address (the tests' stacks differ per run); a portal would write its own. */
const params = new URLSearchParams(location.search);
const lang = params.get('lang');
/** @type {import('landing/mount').MountOptions} */
const options = {
  configUrl: params.get('config') ?? '/suscripciones/config.json',
  hostUrl: params.get('host') ?? '/suscripciones',
  language: lang === 'en' || lang === 'pt' ? lang : 'es',
};

/** @param {string} id */
function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found;
}

const element = byId('offers');
const toggle = byId('toggle');
/** @type {HTMLAnchorElement} */ (byId('fallback')).href = `${options.hostUrl}/`;

/** @type {(() => void) | null} */
let unmount = null;

async function show() {
  const { mount } = await import('landing/mount');
  unmount = await mount(element, options);
}

toggle.addEventListener('click', () => {
  if (unmount) {
    unmount();
    unmount = null;
    toggle.textContent = 'Show the memberships';
  } else {
    toggle.textContent = 'Hide the memberships';
    show().catch((error) => console.warn('The memberships could not be shown', error));
  }
});
show().catch((error) => console.warn('The memberships could not be shown', error));

export {};
