/**
 * Upstream's base-URL issue banner in the browser (replaced in ../index.ts).
 *
 * Upstream's component only acts during the server render: on the home
 * page it writes an inline script that shows a warning if the site's
 * stylesheet does not load (a wrong `baseUrl`). In the browser it renders
 * nothing, yet its script template and helpers were 1 KiB gzip of every
 * page's entry bundle. The server render keeps upstream's.
 */
export default function BaseUrlIssueBanner(): null {
  return null;
}
