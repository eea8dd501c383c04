import path from 'node:path';
import ts from 'typescript';

export type TrpcMajor = 9 | 10 | 11;

/**
 * Which installed package (an npm alias in package.json) answers an import
 * specifier, per tRPC major. Everything not listed resolves normally.
 */
export const PACKAGE_ALIASES: Record<TrpcMajor, Record<string, string>> = {
  11: {
    '@trpc/server': '@trpc-v11/server',
    '@trpc/client': '@trpc-v11/client',
    '@trpc/react-query': '@trpc-v11/react-query',
    '@trpc/next': '@trpc-v11/next',
    '@tanstack/react-query': '@tanstack-v5/react-query',
  },
  10: {
    '@trpc/server': '@trpc-v10/server',
    '@trpc/client': '@trpc-v10/client',
    '@trpc/react-query': '@trpc-v10/react-query',
    '@trpc/next': '@trpc-v10/next',
    '@tanstack/react-query': '@tanstack-v4/react-query',
  },
  9: {
    '@trpc/server': '@trpc-v9/server',
    '@trpc/client': '@trpc-v9/client',
    '@trpc/react': '@trpc-v9/react',
    '@trpc/next': '@trpc-v9/next',
  },
};

export function compilerOptionsFor(major: TrpcMajor, root: string): ts.CompilerOptions {
  const paths: Record<string, string[]> = {};
  for (const [name, alias] of Object.entries(PACKAGE_ALIASES[major])) {
    const target = path.join(root, 'node_modules', alias);
    paths[name] = [target];
    paths[`${name}/*`] = [`${target}/*`];
  }
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.disposable.d.ts'],
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules/@types')],
    esModuleInterop: true,
    allowJs: true,
    checkJs: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    forceConsistentCasingInFileNames: true,
    paths,
  };
}
