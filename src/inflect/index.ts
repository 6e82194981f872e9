import { createEnglishInflector } from './english.js';
import { createInflector, type Inflector, type InflectorOptions } from './inflector.js';

export { createEnglishInflector, englishInflector } from './english.js';
export { createInflector, irregularRules, railsInflector } from './inflector.js';
export type { Inflector, InflectorOptions, RulePattern } from './inflector.js';
export { railsIrregulars, railsPlurals, railsSingulars, railsUncountables } from './rails-rules.js';
export type { RubyRule } from './rails-rules.js';
export { rubyRegExp } from './ruby-regexp.js';
export { underscore } from './underscore.js';

/** Names of the built-in inflectors: Rails' frozen rules (the default) or plain English. */
export type InflectorName = 'rails' | 'english';

/** A fresh inflector of the named kind with the user's additions applied. */
export function inflectorFor(name: InflectorName, options?: InflectorOptions): Inflector {
  if (name === 'english') return createEnglishInflector(options);
  if (name === 'rails') return createInflector(options);
  throw new TypeError(`unknown inflector "${String(name)}" (expected "rails" or "english")`);
}
