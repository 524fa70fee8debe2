/**
 * What the apps use of react-router-dom, and nothing more. The build aliases
 * `react-router-dom` to this file and shares it as the singleton: a shared
 * package cannot be tree-shaken (its consumers are unknown at build time), and
 * the whole of react-router is some 45 KB gzip before the first render; these
 * exports are a third of that. Importing a name not listed here fails the
 * build: add it here.
 */
export { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router';
