import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Validate } from '@docusaurus/types';
import type { Joi } from '@docusaurus/utils-validation';
import { type Options, type PluginOptions, validateOptions } from './options';

const PACKAGE = { name: '@trpc/client', slug: 'client', dir: 'installed/@trpc/client', entryPoints: ['src/index.ts'] };
const TEMPLATE = 'https://github.com/trpc/trpc/blob/v{version}/packages/{package}/{path}#L{line}';
/** Validates as Docusaurus does: Joi with defaults, throwing on the first error. */
const joiValidate: Validate<Options, PluginOptions> = (schema, options) => {
  const { value, error } = (schema as Joi.ObjectSchema<PluginOptions>).validate(options);
  if (error) throw error;
  return value;
};
const validate = (options: Options) => validateOptions({ validate: joiValidate, options });

describe('validateOptions', () => {
  it('fills in the defaults', () => {
    const options = validate({ packages: [PACKAGE], sourceLinkTemplate: TEMPLATE });
    assert.equal(options.enabled, true);
    assert.equal(options.outDir, 'docs/typedoc');
    assert.equal(options.cacheDir, 'node_modules/.cache/typedoc');
    assert.equal(options.installDir, null);
    assert.deepEqual(options.resolve, {});
  });

  it('rejects what would generate nothing or write outside the site', () => {
    assert.throws(() => validate({ packages: [], sourceLinkTemplate: TEMPLATE }));
    assert.throws(() => validate({ packages: [{ ...PACKAGE, entryPoints: [] }], sourceLinkTemplate: TEMPLATE }));
    assert.throws(() =>
      validate({ packages: [{ ...PACKAGE, entryPoints: ['README.md'] }], sourceLinkTemplate: TEMPLATE }),
    );
    assert.throws(() => validate({ packages: [PACKAGE, PACKAGE], sourceLinkTemplate: TEMPLATE }));
    assert.throws(() => validate({ packages: [{ ...PACKAGE, slug: 'Client/x' }], sourceLinkTemplate: TEMPLATE }));
    assert.throws(() => validate({ packages: [PACKAGE], outDir: '../elsewhere', sourceLinkTemplate: TEMPLATE }));
    assert.throws(() => validate({ packages: [PACKAGE], outDir: '/tmp/docs', sourceLinkTemplate: TEMPLATE }));
    assert.throws(() => validate({ packages: [PACKAGE], sourceLinkTemplate: 'https://github.com/trpc/trpc' }));
    assert.throws(() => validate({ packages: [PACKAGE] }));
  });
});
