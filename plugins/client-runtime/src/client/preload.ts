/**
 * Replaces `@docusaurus/core/lib/client/preload.js` (3.10.2), which the
 * client entry calls before hydrating and the router before each
 * navigation: it now first loads the route part a path needs
 * (routeParts.ts), then, like upstream, preloads the components of every
 * route the path matches, as written and decoded.
 */
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';
import { ensureRoutes } from './routeParts';

export default function preload(pathname: string): Promise<unknown[]> {
  return ensureRoutes(pathname).then(() => {
    const matches = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((p) => matchRoutes(routes, p));
    return Promise.all(matches.map((match) => match.route.component?.preload?.()));
  });
}
