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
