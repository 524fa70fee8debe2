import { buildCsp } from '../html/csp';
import { renderDocument } from '../html/document';
import { html, type SafeHtml } from '../html/html';
import type { Reply } from '../http/reply';
import { htmlReply } from '../http/reply';
import { editionOf, identityTexts, type IdentityTexts, type PageLanguage } from './texts';
import type { DevUser } from './users';

export const identityCssPath = '/identity/identity.css';

/** What every identity page carries along: language, portal and the return address. */
export interface IdentityFlow {
  readonly lang: PageLanguage;
  readonly medio: string;
  readonly checkoutUrl: string;
}

export interface IdentityPageContext {
  /** Origins a form may end on after dev-api's 303 redirect (form-action covers redirects). */
  readonly returnOrigins: readonly string[];
  readonly hostOrigin: string;
}

function page(status: number, lang: PageLanguage, title: string, main: SafeHtml, context: IdentityPageContext): Reply {
  const document = renderDocument({
    lang,
    title: `${title} · dev-api`,
    stylesheets: [identityCssPath],
    header: html`<div class="inner"><strong>dev-api</strong><span>${identityTexts[lang].standIn}</span></div>`,
    main,
  });
  return htmlReply(status, document, { csp: buildCsp({ formTargets: context.returnOrigins }) });
}

const hiddenFlow = (flow: IdentityFlow): SafeHtml => html`
<input type="hidden" name="checkoutUrl" value="${flow.checkoutUrl}">
<input type="hidden" name="medio" value="${flow.medio}">
<input type="hidden" name="edicion" value="${editionOf(flow.lang)}">`;

const flowQuery = (flow: IdentityFlow): string =>
  new URLSearchParams({ ...(flow.medio ? { medio: flow.medio } : {}), edicion: editionOf(flow.lang), checkoutUrl: flow.checkoutUrl }).toString();

const flowSummary = (flow: IdentityFlow, t: IdentityTexts): SafeHtml => html`
${flow.medio ? html`<p>${t.portal(flow.medio)}</p>` : ''}
<p class="muted">${t.returnTo} ${flow.checkoutUrl}</p>`;

function userCard(user: DevUser, flow: IdentityFlow, t: IdentityTexts): SafeHtml {
  const descriptionId = `role-${user.token_id}`;
  const name = `${user.nombre} ${user.apellidos}`.trim();
  return html`<li class="card">
<form method="post" action="/identity/login">
<input type="hidden" name="user" value="${user.token_id}">${hiddenFlow(flow)}
<p id="${descriptionId}">${t.roles[user.role]} <span class="muted">(${user.token_id}, ${user.email})</span></p>
<button type="submit" class="button" aria-describedby="${descriptionId}">${t.signInAs(name)}</button>
</form>
</li>`;
}

export function loginPage(
  flow: IdentityFlow,
  seeded: readonly DevUser[],
  created: readonly DevUser[],
  context: IdentityPageContext,
  status = 200,
  error?: string,
): Reply {
  const t = identityTexts[flow.lang];
  const main = html`
<h1>${t.loginTitle}</h1>
${error ? html`<div class="error" role="alert">${error}</div>` : ''}
<p>${t.loginIntro}</p>
${flowSummary(flow, t)}
<h2>${t.seededUsers}</h2>
<ul class="users">${seeded.map((user) => userCard(user, flow, t))}</ul>
${created.length > 0 ? html`<h2>${t.createdUsers}</h2><ul class="users">${created.map((user) => userCard(user, flow, t))}</ul>` : ''}
<p>${t.noAccount} <a href="/identity/signup?${flowQuery(flow)}">${t.signupLink}</a></p>`;
  return page(status, flow.lang, t.loginTitle, main, context);
}

export type SignupField = 'nombre' | 'apellidos' | 'email';

export interface SignupFormState {
  readonly values: Readonly<Record<SignupField, string>>;
  readonly errors: readonly SignupField[];
}

export const emptySignupForm: SignupFormState = { values: { nombre: '', apellidos: '', email: '' }, errors: [] };

function signupField(field: SignupField, type: string, autocomplete: string, required: boolean, form: SignupFormState, t: IdentityTexts): SafeHtml {
  const invalid = form.errors.includes(field);
  return html`<div class="field">
<label for="${field}">${t[field]}${required ? '' : html` <span class="muted">${t.optional}</span>`}</label>
<input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" maxlength="${field === 'email' ? 320 : 100}"${required ? html` required` : ''} value="${form.values[field]}"${invalid ? html` aria-invalid="true" aria-describedby="${field}-error"` : ''}>
${invalid ? html`<span id="${field}-error" class="muted">${t.errors[field]}</span>` : ''}
</div>`;
}

export function signupPage(flow: IdentityFlow, form: SignupFormState, context: IdentityPageContext, status = 200): Reply {
  const t = identityTexts[flow.lang];
  const errors =
    form.errors.length > 0
      ? html`<div class="error" role="alert"><p>${t.fixErrors}</p><ul>${form.errors.map((field) => html`<li><a href="#${field}">${t.errors[field]}</a></li>`)}</ul></div>`
      : '';
  const main = html`
<h1>${t.signupTitle}</h1>
${errors}
<p>${t.signupIntro}</p>
${flowSummary(flow, t)}
<form method="post" action="/identity/signup" novalidate>
${hiddenFlow(flow)}
${signupField('nombre', 'text', 'given-name', true, form, t)}
${signupField('apellidos', 'text', 'family-name', false, form, t)}
${signupField('email', 'email', 'email', true, form, t)}
<button type="submit" class="button">${t.create}</button>
</form>
<p>${t.haveAccount} <a href="/identity/login?${flowQuery(flow)}">${t.loginLink}</a></p>`;
  return page(status, flow.lang, t.signupTitle, main, context);
}

/** A refusal (bad return address, bad input) as a page: never a redirect. */
export function identityErrorPage(lang: PageLanguage, message: string, context: IdentityPageContext, status = 400): Reply {
  const t = identityTexts[lang];
  const main = html`
<h1>${t.errorTitle}</h1>
<div class="error" role="alert"><p>${message}</p></div>
<p>${t.refusedReturn}</p>
<p><a href="${`${context.hostOrigin}/suscripciones/`}">${t.backToSubscriptions}</a></p>`;
  return page(status, lang, t.errorTitle, main, context);
}
