/**
 * Loader for the browser's copies of `routes.js`, `routesChunkNames.json`
 * and `registry.js` (run before the other loaders of those files): splits
 * them into the main bundle's share and one share per lazy route prefix
 * (`?part=N`), as route-parts.cjs explains.
 */
const fs = require('node:fs');
const path = require('node:path');
const {
  splitGenerated,
  mainRoutesSource,
  partRoutesSource,
  chunkNamesSource,
  registrySource,
  partOf,
  sidebarRestores,
} = require('./route-parts.cjs');

const RUNTIME = path.join(__dirname, 'client', 'routeParts.ts');
const SIDEBAR_RUNTIME = path.join(__dirname, 'client', 'sidebarParts.ts');
const FILES = ['routes.js', 'routesChunkNames.json', 'registry.js'];

module.exports = function routeParts(source) {
  const { prefixes = [], sidebarPrefixes = [] } = this.getOptions() || {};
  const dir = path.dirname(this.resourcePath);
  for (const file of FILES) this.addDependency(path.join(dir, file));
  const split = splitGenerated(dir, prefixes);
  const part = partOf(this.resourceQuery);
  switch (path.basename(this.resourcePath)) {
    case 'routes.js':
      return part === null
        ? mainRoutesSource(split, RUNTIME, this.resourcePath)
        : partRoutesSource(
            split,
            part,
            this.resourcePath,
            sidebarRestores(
              split,
              part,
              dir,
              JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')),
              fs.readFileSync(path.join(dir, 'registry.js'), 'utf8'),
              sidebarPrefixes,
            ),
            SIDEBAR_RUNTIME,
          );
    case 'routesChunkNames.json':
      return chunkNamesSource(split, source, part);
    case 'registry.js':
      return registrySource(split, source, part);
    default:
      return source;
  }
};
