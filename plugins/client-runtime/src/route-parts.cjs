/**
 * Route parts: the browser's route table, split by path prefix.
 *
 * Docusaurus puts every route of the site into the entry bundle every page
 * loads: the route tree (`@generated/routes`), each route's module names
 * (`@generated/routesChunkNames`) and a loader per module
 * (`@generated/registry`). Here that is ~435 routes (with the API reference), three quarters of them
 * in the 10.x and 9.x docs and the generated API reference, which most
 * readers of a current-version page never open.
 *
 * In the browser's copy, the leaf routes under a lazy prefix (`/docs/v10`,
 * `/docs/typedoc`, …), with their module names and the registry entries only
 * they use, move into a chunk of their own per prefix, a "part". The main
 * tree keeps every route that has children (a version's root, a docs root),
 * so the part's leaves have a place to go back to. Before a path under a
 * prefix is matched (hydration, navigation, a hover's preload), the client
 * loads that part and appends its leaves to their parents
 * (client/routeParts.ts): the same tree as the server's, in the same order
 * wherever order can change a match. The server render keeps the whole
 * table.
 *
 * A leaf stays in the main tree when a later sibling could match a path it
 * matches (a non-exact route above it, a catch-all, the same path spelled
 * with another trailing slash or case, a parameter): appended last, it would
 * then lose to that sibling.
 *
 * The three generated files are split by the loaders beside this file; all
 * of them compute the split here, from the files on disk, so they agree.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { versionData } = require('./version-data-loader.cjs');
const { normalPath: normal, isUnder } = require('./path-prefix.cjs');
const { entryName, entryRequests, registryLines } = require('./registry-format.cjs');

/** The route tree of `routes.js`, with `component` as `{ creator: [path, hash?] }`. */
function parseRoutes(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'module.exports = ');
  const sandbox = { module: {}, ComponentCreator: (...args) => ({ creator: args }) };
  vm.runInNewContext(body, sandbox, { timeout: 5000 });
  return JSON.parse(JSON.stringify(sandbox.module.exports));
}

/** A route as source code, with its ComponentCreator call. */
function routeSource(route) {
  const props = Object.entries(route).map(([key, value]) => {
    if (key === 'component' && value && Array.isArray(value.creator)) {
      return `component: ComponentCreator(${value.creator.map((arg) => JSON.stringify(arg)).join(', ')})`;
    }
    if (key === 'routes') return `routes: [${value.map(routeSource).join(',\n')}]`;
    return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{${props.join(', ')}}`;
}

const dynamic = (p) => /[:*(?]/.test(p);

/** Whether a route placed after `leaf` among its siblings could match a path `leaf` matches. */
function couldShadow(later, leaf) {
  if (dynamic(later.path) || dynamic(leaf.path)) return true;
  if (later.exact) return normal(later.path) === normal(leaf.path);
  return isUnder(leaf.path, normal(later.path));
}

/** The chunk key of a route in `routesChunkNames`. */
const chunkKeyOf = (route) =>
  route.component && route.component.creator && route.component.creator.length === 2
    ? `${route.component.creator[0]}-${route.component.creator[1]}`
    : null;

function chunkNamesIn(tree, into) {
  if (typeof tree === 'string') into.add(tree);
  else if (Array.isArray(tree)) for (const item of tree) chunkNamesIn(item, into);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesIn(value, into);
  return into;
}

/**
 * Splits the route table.
 *
 * @param routes the parsed route tree
 * @param routesChunkNames the parsed `routesChunkNames.json`
 * @param prefixes lazy path prefixes (`/docs/v10`)
 * @returns the main tree; per part its prefix, its leaves grouped by the
 *   index path of their parent in the main tree, its `routesChunkNames`
 *   keys and its registry names; and the registry names each part owns.
 */
function splitRoutes(routes, routesChunkNames, prefixes) {
  const lazyPrefixes = [...new Set(prefixes.map(normal))].filter((p) => p !== '/');
  const parts = lazyPrefixes.map((prefix) => ({ prefix, groups: [], chunkKeys: [], registryNames: [] }));
  // Prefixes may nest (`/docs` and `/docs/v10`): a leaf goes to the longest
  // one it is under, the part the browser loads for it (client/routeParts.ts).
  const partOf = (routePath) =>
    parts
      .filter((candidate) => isUnder(routePath, candidate.prefix))
      .reduce(
        (best, candidate) => (best && best.prefix.length >= candidate.prefix.length ? best : candidate),
        undefined,
      );

  /** Returns the kept routes of `list`; lazy leaves are recorded under `indexPath`. */
  function walk(list, indexPath, ancestorKeys) {
    const kept = [];
    list.forEach((route, i) => {
      const isLeaf = !Array.isArray(route.routes);
      const part = isLeaf && partOf(route.path);
      // A parameter or catch-all leaf stays too: another part's leaves may be
      // appended after it, which it could shadow.
      const safe =
        part &&
        chunkKeyOf(route) &&
        !dynamic(route.path) &&
        !list.slice(i + 1).some((later) => couldShadow(later, route));
      if (safe) {
        let group = part.groups.find((g) => g.indexPath.join() === indexPath.join());
        if (!group) part.groups.push((group = { indexPath, ancestorKeys, routes: [] }));
        group.routes.push(route);
        part.chunkKeys.push(chunkKeyOf(route));
        return;
      }
      if (isLeaf) kept.push(route);
      else {
        const keys = [...ancestorKeys, chunkKeyOf(route)].filter(Boolean);
        kept.push({ ...route, routes: walk(route.routes, [...indexPath, kept.length], keys) });
      }
    });
    return kept;
  }
  const main = walk(routes, [], []);

  // Registry names: a part owns those only its leaves use.
  const users = new Map();
  const use = (name, owner) => {
    const owners = users.get(name) ?? new Set();
    owners.add(owner);
    users.set(name, owners);
  };
  const partKeys = new Map();
  parts.forEach((part, index) => part.chunkKeys.forEach((key) => partKeys.set(key, index)));
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const owner = partKeys.has(key) ? partKeys.get(key) : 'main';
    for (const name of chunkNamesIn(tree, new Set())) use(name, owner);
  }
  for (const [name, owners] of users) {
    if (owners.size !== 1) continue;
    const [owner] = owners;
    if (owner !== 'main') parts[owner].registryNames.push(name);
  }
  return { main, parts: parts.filter((part) => part.groups.length > 0) };
}

/** The client copy of `routes.js`: the main tree, with each part registered. */
function mainRoutesSource(split, runtimePath, resourcePath) {
  const file = `./${path.basename(resourcePath)}`;
  const parts = split.parts.map(
    (part, index) =>
      `  { prefix: ${JSON.stringify(part.prefix)}, load: () => import(/* webpackChunkName: ${JSON.stringify(partChunkName(part))} */ ${JSON.stringify(`${file}?part=${index}`)}) },`,
  );
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { registerRouteParts } from ${JSON.stringify(runtimePath)};`,
    `const routes = [${split.main.map(routeSource).join(',\n')}];`,
    `registerRouteParts(routes, [\n${parts.join('\n')}\n]);`,
    'export default routes;',
  ].join('\n');
}

const VERSION_DATA = /^@generated\/(docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json)$/;

/**
 * The docs version data above a part's routes whose sidebars have lists
 * under the part's prefix (version-data-loader.cjs keeps only their first
 * link in the main copy): `{ request, chunkName }` of each, to restore.
 */
function sidebarRestores(split, index, dir, routesChunkNames, registrySource, sidebarPrefixes) {
  const part = split.parts[index];
  if (!sidebarPrefixes.includes(part.prefix)) return [];
  const modules = entryRequests(registrySource);
  const found = new Map();
  for (const group of part.groups) {
    for (const key of group.ancestorKeys) {
      for (const name of chunkNamesIn(routesChunkNames[key] ?? {}, new Set())) {
        const request = modules.get(name);
        const file = request && VERSION_DATA.exec(request);
        if (!file || found.has(request)) continue;
        const source = fs.readFileSync(path.join(dir, file[1]), 'utf8');
        if (versionData(source, { prefixes: [part.prefix], part: part.prefix }) !== '[]') {
          found.set(request, { request, chunkName: name });
        }
      }
    }
  }
  return [...found.values()];
}

/** A part's module: it adds its registry entries and module names, then lists its leaves by parent. */
function partRoutesSource(split, index, resourcePath, restores = [], sidebarRuntime = '') {
  const part = split.parts[index];
  const dir = path.dirname(resourcePath);
  const registry = JSON.stringify(path.join(dir, 'registry.js'));
  const chunkNames = JSON.stringify(path.join(dir, 'routesChunkNames.json'));
  const groups = part.groups.map(
    (group) => `[${JSON.stringify(group.indexPath)}, [${group.routes.map(routeSource).join(',\n')}]]`,
  );
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import registry from ${registry};`,
    `import routesChunkNames from ${chunkNames};`,
    `import partRegistry from ${JSON.stringify(`${JSON.parse(registry)}?part=${index}`)};`,
    `import partChunkNames from ${JSON.stringify(`${JSON.parse(chunkNames)}?part=${index}`)};`,
    'Object.assign(registry, partRegistry);',
    'Object.assign(routesChunkNames, partChunkNames);',
    `export default [${groups.join(',\n')}];`,
    ...restoreSource(part, restores, sidebarRuntime),
  ].join('\n');
}

/**
 * `export const ready`: the version data the part's pages render with, its
 * sidebar lists put back (the import shares the registry's chunk name, so
 * it is the same chunk the page loads anyway).
 */
function restoreSource(part, restores, sidebarRuntime) {
  if (restores.length === 0) return [];
  const query = `?sidebar-part=${encodeURIComponent(part.prefix)}`;
  return [
    `import { restoreSidebarItems } from ${JSON.stringify(sidebarRuntime)};`,
    ...restores.map((r, i) => `import lists${i} from ${JSON.stringify(r.request + query)};`),
    `export const ready = Promise.all([${restores
      .map(
        (r, i) =>
          `import(/* webpackChunkName: ${JSON.stringify(r.chunkName)} */ ${JSON.stringify(r.request)}).then((m) => restoreSidebarItems(m.default, lists${i}))`,
      )
      .join(', ')}]);`,
  ];
}

/** The chunk the part's modules go to: its name in the build's chunk groups. */
function partChunkName(part) {
  return `routes-part${part.prefix.replace(/[^a-z0-9]+/g, '-')}`;
}

/** `routesChunkNames.json` for the main bundle (`part` null) or a part. */
function chunkNamesSource(split, source, part) {
  const all = JSON.parse(source);
  const moved = new Map();
  split.parts.forEach((p, index) => p.chunkKeys.forEach((key) => moved.set(key, index)));
  const pick = Object.entries(all).filter(([key]) => (part === null ? !moved.has(key) : moved.get(key) === part));
  return JSON.stringify(Object.fromEntries(pick));
}

/** `registry.js` for the main bundle (`part` null) or a part: only the entry lines differ. */
function registrySource(split, source, part) {
  const owner = new Map();
  split.parts.forEach((p, index) => p.registryNames.forEach((name) => owner.set(name, index)));
  return registryLines(source)
    .filter((line) => {
      const name = entryName(line);
      if (name === null) return true;
      return (owner.has(name) ? owner.get(name) : null) === part;
    })
    .join('\n');
}

/** The part index a resource query names (`?part=2`), or null. */
function partOf(resourceQuery) {
  const match = /[?&]part=(\d+)/.exec(resourceQuery || '');
  return match ? Number(match[1]) : null;
}

const cache = new Map();

/** The split of the generated files in `dir`, computed once per content. */
function splitGenerated(dir, prefixes) {
  const routes = fs.readFileSync(path.join(dir, 'routes.js'), 'utf8');
  const chunkNames = fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8');
  const key = `${prefixes.join('\n')}\0${routes}\0${chunkNames}`;
  if (!cache.has(key)) {
    cache.clear();
    cache.set(key, splitRoutes(parseRoutes(routes), JSON.parse(chunkNames), prefixes));
  }
  return cache.get(key);
}

module.exports = {
  parseRoutes,
  splitRoutes,
  splitGenerated,
  mainRoutesSource,
  partRoutesSource,
  partChunkName,
  chunkNamesSource,
  registrySource,
  partOf,
  sidebarRestores,
};
