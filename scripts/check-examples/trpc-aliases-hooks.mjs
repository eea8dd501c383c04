// ESM resolve hook (registered by trpc-aliases.mjs, runs in Node's loader
// thread): applies aliasedSpecifier with the table it is initialised with.
import { aliasedSpecifier } from './trpc-aliases-rule.mjs';

let table = {};

export function initialize(data) {
  table = data;
}

export async function resolve(specifier, context, next) {
  return next(aliasedSpecifier(table, specifier, context.parentURL) ?? specifier, context);
}
