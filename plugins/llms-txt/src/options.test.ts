import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OptionValidationContext } from '@docusaurus/types';
import { type Options, type PluginOptions, validateOptions } from './options';

const validate: OptionValidationContext<Options, PluginOptions>['validate'] = (schema, options) => {
  const { error, value } = schema.validate(options);
  if (error) throw error;
  return value as PluginOptions;
};

describe('validateOptions', () => {
  it('fills the defaults', () => {
    assert.deepEqual(validateOptions({ validate, options: { description: 'Typed APIs.' } }), {
      title: null,
      description: 'Typed APIs.',
      docsPluginId: 'default',
      firstTabOnlyGroups: ['package-manager'],
      onUnknownComponent: 'warn',
    });
  });

  it('requires a one-line description', () => {
    assert.throws(() => validateOptions({ validate, options: {} as Options }), /description/);
    assert.throws(() => validateOptions({ validate, options: { description: 'a\nb' } }), /one line/);
  });

  it('rejects an unknown policy for unknown components', () => {
    assert.throws(
      () => validateOptions({ validate, options: { description: 'x', onUnknownComponent: 'fail' as 'throw' } }),
      /onUnknownComponent/,
    );
  });
});
