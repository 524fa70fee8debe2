import type { DevApiContext } from '../context';
import { pageCss } from '../html/styles';
import { assetReply } from '../http/reply';
import { route, type Route } from '../http/router';
import { landingEmbedRoutes } from './landingEmbed';
import { portalCssPath, portalHomePage, portalProfilePage } from './pages';

/** The parent portal stand-in: a home page linking to the shop, a profile page, and a page embedding the landing. */
export const portalRoutes = (context: DevApiContext): Route[] => [
  route('GET', portalCssPath, () => assetReply('text/css; charset=utf-8', pageCss)),
  route('GET', '/portal/', () => portalHomePage(context)),
  route('GET', '/portal/profile', () => portalProfilePage(context)),
  ...landingEmbedRoutes(context),
];
