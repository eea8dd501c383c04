/**
 * Under the development server (hover mode `lazy`, mode.ts), Rspack bundles
 * a route's modules (its component, its Markdown, its metadata) only when
 * the browser first asks for them: Rspack's lazy compilation of dynamic
 * imports, which is how the route registry imports every one of them.
 * Starting the server bundles the app's shell; opening a page bundles that
 * page. Every page's MDX compile, highlighting and hovers no longer stand
 * between `npm start` and the first page (registry-code-html-loader.cjs
 * removes the registry's weak references, which would compile them all).
 *
 * The browser asks through a middleware Rspack provides; creating it is what
 * applies lazy compilation to the compiler (Rspack 1.7 does not do so for a
 * `lazyCompilation` option alone, outside its own dev server), so it is
 * created as the compiler is, before the first compile, and added to
 * Docusaurus's dev server once it listens (`setupMiddlewares` is
 * Docusaurus's own; a second one would be merged with it by calling both).
 */

type Middleware = (req: unknown, res: unknown, next: () => void) => void;

interface RspackCompiler {
  rspack: { lazyCompilationMiddleware(compiler: RspackCompiler): Middleware };
}

interface DevServer {
  app?: { use(middleware: Middleware): void };
}

/** The bundler configuration, merged into Docusaurus's client configuration, that compiles routes lazily. */
export function lazyRouteCompilation(): Record<string, unknown> {
  let middleware: Middleware | null = null;
  return {
    lazyCompilation: { entries: false, imports: true },
    plugins: [
      {
        apply(compiler: RspackCompiler) {
          middleware = compiler.rspack.lazyCompilationMiddleware(compiler);
        },
      },
    ],
    devServer: {
      onListening(server: DevServer) {
        if (!middleware || !server.app) throw new Error('code-highlight: lazy compilation has no middleware');
        server.app.use(middleware);
      },
    },
  };
}
