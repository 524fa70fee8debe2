import { createInstance } from '@module-federation/runtime';

/** The shop's addresses come with the page's address (the tests' stacks differ per run); a portal would write its own. */
const params = new URLSearchParams(location.search);
const options = {
  configUrl: params.get('config') ?? '/suscripciones/config.json',
  hostUrl: params.get('host') ?? '/suscripciones',
  language: params.get('lang') ?? 'es',
};
const element = document.getElementById('offers');
const toggle = document.getElementById('toggle');
document.getElementById('fallback').href = `${options.hostUrl}/`;

let federation = null;
let unmount = null;

/** The landing's manifest is the one the shop's config.json names: a release of the landing changes it there. */
async function landingMount() {
  if (!federation) {
    const config = await fetch(new URL(options.configUrl, location.href)).then((answer) => answer.json());
    federation = createInstance({ name: 'portal_runtime', remotes: [{ name: 'landing', entry: config.remotes.landing }] });
  }
  const { mount } = await federation.loadRemote('landing/mount');
  return mount;
}

async function show() {
  const mount = await landingMount();
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
