import { z } from 'zod';
import type { DevApiContext } from '../context';
import { withFault } from '../control/faults';
import { readFormBody } from '../http/body';
import { describeZodError, HttpError, parseOr400 } from '../http/httpError';
import { assetReply, jsonReply, redirectReply, type Reply } from '../http/reply';
import { route, type Handler, type Route } from '../http/router';
import { pageCss } from '../html/styles';
import { countryList } from './countries';
import { signToken } from './jwt';
import {
  emptySignupForm,
  identityCssPath,
  identityErrorPage,
  loginPage,
  signupPage,
  type IdentityFlow,
  type IdentityPageContext,
  type SignupField,
} from './pages';
import { checkReturnUrl, maxReturnUrlLength, withToken } from './returnUrl';
import { identityTexts, languageOfEdition } from './texts';
import type { DevUser } from './users';

/** What the login and sign-up pages receive (query on GET, form fields on POST). */
const flowSchema = z.object({
  medio: z.string().trim().max(100).optional(),
  edicion: z.string().trim().max(10).optional(),
  checkoutUrl: z.string().trim().max(maxReturnUrlLength).optional(),
});

const loginFormSchema = flowSchema.extend({ user: z.string().trim().min(1, 'user is required').max(200) });

const signupFieldsSchema = z.object({
  nombre: z.string().trim().min(1).max(100),
  apellidos: z.string().trim().max(100),
  email: z.email().max(320),
});

type FlowInput = z.infer<typeof flowSchema>;

/** Call 6's form: the only action the stand-in knows is getPais. */
const ajaxFormSchema = z.object({
  action: z.string({ error: 'action is required' }).refine((action) => action === 'getPais', 'unknown action: only getPais is supported'),
});

/**
 * The identity site stand-in: login and sign-up pages that send the browser
 * back to an allowed checkoutUrl with a token, and the ajax handler of call 6.
 * Bad input gets an HTML page with status 400, never a redirect.
 */
export function identityRoutes(context: DevApiContext): Route[] {
  const pageContext: IdentityPageContext = { returnOrigins: [...context.returnOrigins], hostOrigin: context.hostOrigin };
  const defaultReturn = `${context.hostOrigin}/suscripciones/`;

  /** Validates the flow (language, portal, return address); a refusal is a 400 page. */
  function resolveFlow(input: Record<string, string>): { flow: IdentityFlow; url: URL } | { refusal: Reply } {
    const lang = languageOfEdition(input.edicion);
    const parsed = flowSchema.safeParse(input);
    if (!parsed.success) return { refusal: identityErrorPage(lang, describeZodError('request', parsed.error), pageContext) };
    const flowInput: FlowInput = parsed.data;
    const checkoutUrl = flowInput.checkoutUrl || defaultReturn;
    const check = checkReturnUrl(checkoutUrl, context.returnOrigins);
    if (!check.ok) return { refusal: identityErrorPage(lang, check.reason, pageContext) };
    return { flow: { lang, medio: flowInput.medio ?? '', checkoutUrl: check.url.href }, url: check.url };
  }

  const signIn = (user: DevUser, url: URL): Reply => redirectReply(withToken(url, signToken(user)));

  const htmlHandler =
    (handler: Handler): Handler =>
    async (request) => {
      try {
        return await handler(request);
      } catch (error) {
        if (error instanceof HttpError) return identityErrorPage(languageOfEdition(request.query.edicion), error.message, pageContext, error.status);
        throw error;
      }
    };

  return [
    route('GET', identityCssPath, () => assetReply('text/css; charset=utf-8', pageCss)),
    route(
      'GET',
      '/identity/login',
      htmlHandler(({ query }) => {
        const resolved = resolveFlow(query);
        if ('refusal' in resolved) return resolved.refusal;
        return loginPage(resolved.flow, context.users.seededUsers(), context.users.createdUsers(), pageContext);
      }),
    ),
    route(
      'POST',
      '/identity/login',
      htmlHandler(async ({ req }) => {
        const form = await readFormBody(req);
        const resolved = resolveFlow(form);
        if ('refusal' in resolved) return resolved.refusal;
        const parsed = loginFormSchema.safeParse(form);
        const user = parsed.success ? context.users.find(parsed.data.user) : undefined;
        if (!user) {
          const message = identityTexts[resolved.flow.lang].errors.unknownUser;
          return loginPage(resolved.flow, context.users.seededUsers(), context.users.createdUsers(), pageContext, 400, message);
        }
        return signIn(user, resolved.url);
      }),
    ),
    route(
      'GET',
      '/identity/signup',
      htmlHandler(({ query }) => {
        const resolved = resolveFlow(query);
        if ('refusal' in resolved) return resolved.refusal;
        return signupPage(resolved.flow, emptySignupForm, pageContext);
      }),
    ),
    route(
      'POST',
      '/identity/signup',
      htmlHandler(async ({ req }) => {
        const form = await readFormBody(req);
        const resolved = resolveFlow(form);
        if ('refusal' in resolved) return resolved.refusal;
        const values = { nombre: form.nombre ?? '', apellidos: form.apellidos ?? '', email: form.email ?? '' };
        const parsed = signupFieldsSchema.safeParse(values);
        if (!parsed.success) {
          const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
          const errors = (['nombre', 'apellidos', 'email'] as const).filter((field): field is SignupField => fields.has(field));
          return signupPage(resolved.flow, { values, errors }, pageContext, 400);
        }
        return signIn(context.users.create(parsed.data), resolved.url);
      }),
    ),
    // Call 6: the identity site's WordPress ajax handler; only action=getPais is known.
    route(
      'POST',
      '/identity/wp-admin/admin-ajax.php',
      withFault(context.faults, 'countries', async ({ req }) => {
        parseOr400(ajaxFormSchema, await readFormBody(req), 'form');
        return jsonReply(200, countryList());
      }),
    ),
  ];
}
