/**
 * What the client entry's third step evaluates (see clientEntry.tsx): the
 * app and the theme, the router and head manager it renders in, and the
 * route preloading. Imported statically here, so the bundler still drops
 * the exports nothing uses (the entry's `require` of a module keeps all of
 * its exports).
 */
import App from '@docusaurus/core/lib/client/App';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import docusaurus from './docusaurus';
import preload from './preload';
import { ensureRoutes } from './routeParts';

export default { App, BrowserRouter, HashRouter, HelmetProvider, docusaurus, ensureRoutes, preload };
