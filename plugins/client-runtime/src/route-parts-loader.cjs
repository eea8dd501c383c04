/**
 * Loader for the browser's copies of `routes.js`, `routesChunkNames.json`
 * and `registry.js` (run before the other loaders of those files): splits
 * them into the main bundle's share and one share per lazy route prefix
 * (`?part=N`), as route-parts.cjs explains.
 */
const path = require('node:path');
const {
  splitGenerated,
  mainRoutesSource,
  partRoutesSource,
  chunkNamesSource,
  registrySource,
  partOf,
} = require('./route-parts.cjs');

const RUNTIME = path.join(__dirname, 'client', 'routeParts.ts');
const FILES = ['routes.js', 'routesChunkNames.json', 'registry.js'];

module.exports = function routeParts(source) {
  const { prefixes = [] } = this.getOptions() || {};
  const dir = path.dirname(this.resourcePath);
  for (const file of FILES) this.addDependency(path.join(dir, file));
  const split = splitGenerated(dir, prefixes);
  const part = partOf(this.resourceQuery);
  switch (path.basename(this.resourcePath)) {
    case 'routes.js':
      return part === null
        ? mainRoutesSource(split, RUNTIME, this.resourcePath)
        : partRoutesSource(split, part, this.resourcePath);
    case 'routesChunkNames.json':
      return chunkNamesSource(split, source, part);
    case 'registry.js':
      return registrySource(split, source, part);
    default:
      return source;
  }
};
