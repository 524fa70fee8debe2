import type { Context } from 'hono';
import { z } from 'zod';
import type { Area } from '../context';
import { withFault } from '../control/faults';
import { pageCss } from '../html/page';
import { asset, describeZodError, json, parseOr400, readForm } from '../http';
import { countryList } from './countries';
import { signToken } from './jwt';
import { identityCssPath, languageOfEdition, loginPage, refusalPage, signupFields, signupPage, unknownUserMessage, type IdentityFlow } from './pages';
import { checkReturnUrl, maxReturnUrlLength, withToken } from './returnUrl';
import type { DevUser } from './users';

/** What the login and sign-up pages receive (query on GET, form fields on POST). */
const flowSchema = z.object({
  medio: z.string().trim().max(100).optional(),
  edicion: z.string().trim().max(10).optional(),
  checkoutUrl: z.string().trim().max(maxReturnUrlLength).optional(),
});
const signupSchema = z.object({ nombre: z.string().trim().min(1).max(100), apellidos: z.string().trim().max(100), email: z.email().max(320) });
/** Call 6's form: the only action the stand-in knows is getPais. */
const ajaxFormSchema = z.object({
  action: z.string({ error: 'action is required' }).refine((action) => action === 'getPais', 'unknown action: only getPais is supported'),
});

/**
 * The identity site stand-in: login and sign-up pages that send the browser back to an allowed checkoutUrl with a
 * signed-in token, and the ajax handler of call 6. Bad input gets an HTML page with status 400, never a redirect.
 */
export const identityRoutes: Area = (app, context) => {
  const returnOrigins = [...context.returnOrigins];

  /** The flow of a request, or the refusal page: the return address must be an allowed one. */
  async function flowOf(input: Record<string, string>): Promise<{ flow: IdentityFlow; url: URL } | { refusal: Response }> {
    const lang = languageOfEdition(input.edicion);
    const parsed = flowSchema.safeParse(input);
    const flow: IdentityFlow = {
      lang,
      medio: parsed.data?.medio ?? '',
      checkoutUrl: parsed.data?.checkoutUrl || `${context.hostOrigin}/suscripciones/`,
      returnOrigins,
    };
    if (!parsed.success) return { refusal: await refusalPage(flow, describeZodError('request', parsed.error)) };
    const check = checkReturnUrl(flow.checkoutUrl, context.returnOrigins);
    return check.ok ? { flow: { ...flow, checkoutUrl: check.url.href }, url: check.url } : { refusal: await refusalPage(flow, check.reason) };
  }

  /** A page handler: its input is the query (GET) or the form (POST). */
  const pageRoute =
    (handle: (flow: IdentityFlow, url: URL, input: Record<string, string>) => Promise<Response> | Response) =>
    async (c: Context): Promise<Response> => {
      const input = c.req.method === 'POST' ? await readForm(c) : c.req.query();
      const resolved = await flowOf(input);
      return 'refusal' in resolved ? resolved.refusal : handle(resolved.flow, resolved.url, input);
    };

  const signIn = (user: DevUser, url: URL): Response =>
    new Response(null, { status: 303, headers: { Location: withToken(url, signToken(user)), 'Cache-Control': 'no-store' } });

  app.get(identityCssPath, () => asset('text/css; charset=utf-8', pageCss));
  app.get(
    '/identity/login',
    pageRoute((flow) => loginPage(flow, context.users.all())),
  );
  app.post(
    '/identity/login',
    pageRoute((flow, url, form) => {
      const user = context.users.find(form.user?.trim() ?? '');
      return user ? signIn(user, url) : loginPage(flow, context.users.all(), unknownUserMessage(flow.lang));
    }),
  );
  app.get(
    '/identity/signup',
    pageRoute((flow) => signupPage(flow, { nombre: '', apellidos: '', email: '' })),
  );
  app.post(
    '/identity/signup',
    pageRoute((flow, url, form) => {
      const values = { nombre: form.nombre ?? '', apellidos: form.apellidos ?? '', email: form.email ?? '' };
      const parsed = signupSchema.safeParse(values);
      if (parsed.success) return signIn(context.users.create(parsed.data), url);
      const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const errors = signupFields.filter((field) => invalid.has(field));
      return signupPage(flow, values, errors);
    }),
  );
  // Call 6: the identity site's WordPress ajax handler; only action=getPais is known.
  app.post(
    '/identity/wp-admin/admin-ajax.php',
    withFault(context.faults, 'countries', async (c) => {
      parseOr400(ajaxFormSchema, await readForm(c), 'form');
      return json(200, countryList());
    }),
  );
};
