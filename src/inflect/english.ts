import { createRequire } from 'node:module';
import type { Inflector, InflectorOptions } from './inflector.js';
import { ruleMatcher } from './inflector.js';

// Loaded on first use: most runs use Rails' inflector, and a CommonJS module costs a cold start
// a few milliseconds.
let pluralizeModule: typeof import('pluralize') | undefined;
const pluralize = (): typeof import('pluralize') => (pluralizeModule ??= createRequire(import.meta.url)('pluralize') as typeof import('pluralize'));

// `pluralize` keeps its rules in module-level arrays shared by every importer, so user additions
// live in this wrapper and are consulted first; pluralize itself is only ever read, never extended.

/** Builds a plain-English inflector (the `pluralize` package) with the user's additions layered on top. */
export function createEnglishInflector(options: InflectorOptions = {}): Inflector {
  const toPlural = new Map<string, string>();
  const toSingular = new Map<string, string>();
  for (const [singular, plural] of options.irregular ?? []) {
    toPlural.set(singular.toLowerCase(), plural.toLowerCase());
    toSingular.set(plural.toLowerCase(), singular.toLowerCase());
  }
  const uncountable = new Set((options.uncountable ?? []).map((word) => word.toLowerCase()));
  const plural = ruleMatcher(options.plural);
  const singular = ruleMatcher(options.singular);
  const inflect = (word: string, irregulars: Map<string, string>, rules: typeof plural, fallback: (w: string) => string) => {
    // Only the last word inflects, so `admin/person` and `line_item` behave like Rails compounds.
    const [, prefix = '', last = ''] = /^(.*?)([\p{L}\p{N}]*)$/u.exec(word) ?? [];
    if (uncountable.has(last.toLowerCase())) return word;
    const irregular = irregulars.get(last.toLowerCase());
    if (irregular !== undefined) return prefix + restoreCase(last, irregular);
    return rules(word) ?? fallback(word);
  };
  return {
    pluralize: (word) => inflect(word, toPlural, plural, (w) => pluralize().plural(w)),
    singularize: (word) => inflect(word, toSingular, singular, (w) => pluralize().singular(w)),
  };
}

// The case restoration pluralize applies to its own irregulars: UPPER, Capitalised or as given.
function restoreCase(word: string, token: string): string {
  if (word === word.toUpperCase() && word !== word.toLowerCase()) return token.toUpperCase();
  const first = word.charAt(0);
  if (first !== first.toLowerCase()) return token.charAt(0).toUpperCase() + token.slice(1);
  return token;
}

/** The plain-English inflector: `pluralize` 8 as published, with no Rails quirks. */
export const englishInflector: Inflector = createEnglishInflector();
