import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export interface PluginOptions {
  /** The `#` title of every llms.txt; the site title when unset. */
  title: string | null;
  /** The `>` one-line summary under the title. */
  description: string;
  /** Id of the docs plugin instance to read. */
  docsPluginId: string;
  /** `<Tabs groupId>` values shown by their first tab only (the others repeat it for another tool). */
  firstTabOnlyGroups: string[];
  /** What a component without a Markdown rendering does to the build. */
  onUnknownComponent: 'throw' | 'warn' | 'ignore';
}

export type Options = Partial<PluginOptions> & Pick<PluginOptions, 'description'>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'description'> = {
  title: null,
  docsPluginId: 'default',
  firstTabOnlyGroups: ['package-manager'],
  onUnknownComponent: 'warn',
};

const schema = Joi.object<PluginOptions>({
  title: Joi.string().trim().min(1).allow(null).default(DEFAULT_OPTIONS.title),
  description: Joi.string()
    .trim()
    .min(1)
    .pattern(/^[^\n]*$/, 'one line')
    .required(),
  docsPluginId: Joi.string().default(DEFAULT_OPTIONS.docsPluginId),
  firstTabOnlyGroups: Joi.array().items(Joi.string()).default(DEFAULT_OPTIONS.firstTabOnlyGroups),
  onUnknownComponent: Joi.string().valid('throw', 'warn', 'ignore').default(DEFAULT_OPTIONS.onUnknownComponent),
});

export function validateOptions({ validate, options }: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
