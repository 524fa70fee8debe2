import { html } from 'hono/html';
import { page, type Markup } from '../html/page';
import type { DevUser } from './users';

/**
 * The identity site's pages, as far as the flows need them: pick a test user (login) or make one (sign-up), and
 * go back to the shop with a signed-in token; a refused request is a page, never a redirect.
 */
export type PageLanguage = 'es' | 'en' | 'pt';

/** `edicion` is the language, except that Brazil's edition (br) is Portuguese; anything else is English. */
export function languageOfEdition(edicion: string | undefined): PageLanguage {
  const edition = edicion?.trim().toLowerCase();
  return edition === 'es' ? 'es' : edition === 'br' || edition === 'pt' ? 'pt' : 'en';
}

const texts = {
  en: {
    login: 'Sign in',
    signup: 'Create an account',
    refused: 'This request cannot be completed',
    signInAs: 'Sign in as',
    nombre: 'First name',
    apellidos: 'Last name',
    email: 'Email',
    create: 'Create account and continue',
    invalid: 'Check this field.',
    unknownUser: 'That test user does not exist.',
  },
  es: {
    login: 'Iniciar sesión',
    signup: 'Crear una cuenta',
    refused: 'No se puede completar la solicitud',
    signInAs: 'Entrar como',
    nombre: 'Nombre',
    apellidos: 'Apellidos',
    email: 'Correo electrónico',
    create: 'Crear cuenta y continuar',
    invalid: 'Revisa este campo.',
    unknownUser: 'Ese usuario de prueba no existe.',
  },
  pt: {
    login: 'Entrar',
    signup: 'Criar uma conta',
    refused: 'Não é possível concluir o pedido',
    signInAs: 'Entrar como',
    nombre: 'Nome',
    apellidos: 'Sobrenome',
    email: 'E-mail',
    create: 'Criar conta e continuar',
    invalid: 'Verifique este campo.',
    unknownUser: 'Esse usuário de teste não existe.',
  },
} as const;

/** What every identity page carries along: language, portal and the return address. */
export interface IdentityFlow {
  readonly lang: PageLanguage;
  readonly medio: string;
  readonly checkoutUrl: string;
  /** Origins a form may end on after the 303 redirect (form-action covers redirects). */
  readonly returnOrigins: readonly string[];
}

export const identityCssPath = '/identity/identity.css';

const identityPage = (flow: IdentityFlow, title: string, main: Markup, status = 200) =>
  page({
    lang: flow.lang,
    title: `${title} · dev-api`,
    stylesheets: [identityCssPath],
    header: html`<div class="inner"><strong>dev-api</strong><span>Local stand-in for the identity site: no password.</span></div>`,
    main: html`<h1>${title}</h1>\n${main}`,
    csp: { formTargets: flow.returnOrigins },
    status,
  });

const hiddenFlow = (flow: IdentityFlow): Markup =>
  html`<input type="hidden" name="checkoutUrl" value="${flow.checkoutUrl}"><input type="hidden" name="medio" value="${flow.medio}"><input type="hidden" name="edicion" value="${flow.lang === 'pt' ? 'br' : flow.lang}">`;

const flowQuery = (flow: IdentityFlow): string =>
  new URLSearchParams({ medio: flow.medio, edicion: flow.lang === 'pt' ? 'br' : flow.lang, checkoutUrl: flow.checkoutUrl }).toString();

export function loginPage(flow: IdentityFlow, users: readonly DevUser[], error?: string): Promise<Response> {
  const t = texts[flow.lang];
  const card = (user: DevUser) => html`<li><form method="post" action="/identity/login">
<input type="hidden" name="user" value="${user.token_id}">${hiddenFlow(flow)}
<button type="submit" class="button">${t.signInAs} ${`${user.nombre} ${user.apellidos}`.trim()}</button> <span class="muted">${user.token_id}</span>
</form></li>`;
  const main = html`${error ? html`<div class="error" role="alert">${error}</div>` : ''}
<p class="muted">${flow.medio} → ${flow.checkoutUrl}</p>
<ul class="users">${users.map(card)}</ul>
<p><a href="/identity/signup?${flowQuery(flow)}">${t.signup}</a></p>`;
  return identityPage(flow, t.login, main, error ? 400 : 200);
}

export type SignupField = 'nombre' | 'apellidos' | 'email';
export const signupFields: readonly SignupField[] = ['nombre', 'apellidos', 'email'];

export function signupPage(flow: IdentityFlow, values: Readonly<Record<SignupField, string>>, errors: readonly SignupField[] = []): Promise<Response> {
  const t = texts[flow.lang];
  const field = (name: SignupField) => {
    const invalid = errors.includes(name);
    return html`<div class="field"><label for="${name}">${t[name]}</label>
<input id="${name}" name="${name}" type="${name === 'email' ? 'email' : 'text'}" maxlength="${name === 'email' ? 320 : 100}"${name === 'apellidos' ? '' : html` required`} value="${values[name]}"${invalid ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${invalid ? html`<span id="${name}-error" class="muted">${t.invalid}</span>` : ''}</div>`;
  };
  const main = html`${errors.length > 0 ? html`<div class="error" role="alert">${errors.map((name) => t[name]).join(', ')}: ${t.invalid}</div>` : ''}
<form method="post" action="/identity/signup" novalidate>${hiddenFlow(flow)}
${signupFields.map(field)}
<button type="submit" class="button">${t.create}</button>
</form>
<p><a href="/identity/login?${flowQuery(flow)}">${t.login}</a></p>`;
  return identityPage(flow, t.signup, main, errors.length > 0 ? 400 : 200);
}

/** A refusal (bad return address, bad input) as a page with status 400: never a redirect. */
export function refusalPage(flow: IdentityFlow, message: string): Promise<Response> {
  return identityPage(flow, texts[flow.lang].refused, html`<div class="error" role="alert"><p>${message}</p></div>`, 400);
}

export const unknownUserMessage = (lang: PageLanguage): string => texts[lang].unknownUser;
