// Module hooks for the behaviour tests (registered by behaviour.ts).
//
// The examples environment installs each tRPC major under an alias
// (`@trpc-v11/client`, …), but the packages import each other by their real
// names (`@trpc/client` imports `@trpc/server/observable`). A `@trpc/*`
// import made from inside an aliased package resolves to the same major's
// alias, so a test can run a real client against a real server.
import { register } from 'node:module';

const hooks = `
const ALIASED = /\\/node_modules\\/@trpc-(v\\d+[a-z]*)\\//;
export async function resolve(specifier, context, next) {
  const major = context.parentURL && ALIASED.exec(context.parentURL);
  if (major && specifier.startsWith('@trpc/')) {
    return next("@trpc-" + major[1] + '/' + specifier.slice('@trpc/'.length), context);
  }
  return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
