export * from './appRoutes';
export { allowedRedirectHosts, safeRedirect, safeRedirectUrl, type RedirectPolicy } from './redirectSafety';
