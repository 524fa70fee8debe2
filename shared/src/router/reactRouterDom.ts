/**
 * What the apps use of react-router-dom, and nothing more. The build aliases
 * `react-router-dom` to this file and shares it as the singleton: a shared
 * package cannot be tree-shaken (its consumers are unknown at build time), and
 * the whole of react-router is some 45 KB gzip before the first render; these
 * exports are a third of that. Importing a name not listed
 * here fails the build, the type check and the tests alike (tsconfig paths
 * and jest moduleNameMapper map the package here too): add it here. The
 * component tests' MemoryRouter comes from `@suscripciones/kit/testing`.
 */
export { BrowserRouter, Link, NavigationType, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router';
