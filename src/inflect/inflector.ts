import { railsPlurals, railsSingulars, railsUncountables, type RubyRule } from './rails-rules.js';
import { rubyEscape, rubyRegExp, rubySub } from './ruby-regexp.js';

/**
 * Turns resource names into their plural or singular form. Both methods must be pure functions
 * of the word: the expander remembers their answers across expansions.
 */
export interface Inflector {
  pluralize(word: string): string;
  singularize(word: string): string;
}

/** A rule pattern: a JS RegExp, or a string matched literally and case-sensitively (as in Rails). */
export type RulePattern = RegExp | string;

/**
 * Additions on top of the defaults, applied like calls to `ActiveSupport::Inflector.inflections`
 * made in this order: plural, singular, irregular, uncountable. Replacements use Ruby's `\1` syntax.
 */
export interface InflectorOptions {
  irregular?: Array<[singular: string, plural: string]>;
  uncountable?: string[];
  plural?: Array<[RulePattern, string]>;
  singular?: Array<[RulePattern, string]>;
}

interface Rule {
  readonly pattern: RegExp;
  readonly replacement: string;
}

const compile = ([source, flags, replacement]: RubyRule): Rule => ({
  pattern: rubyRegExp(source, flags),
  replacement,
});

// Compiled once: the rules are immutable and non-global RegExps keep no state between calls.
const defaultPlurals = railsPlurals.map(compile);
const defaultSingulars = railsSingulars.map(compile);

/** The Ruby rules Rails' `inflect.irregular(singular, plural)` defines, in the order it defines them. */
export function irregularRules(singular: string, plural: string): { plurals: RubyRule[]; singulars: RubyRule[] } {
  const [s0, ...sChars] = [...singular];
  const [p0, ...pChars] = [...plural];
  if (s0 === undefined || p0 === undefined) throw new TypeError('irregular words must not be empty');
  const [srest, prest] = [sChars.join(''), pChars.join('')];
  if (s0.toUpperCase() === p0.toUpperCase()) {
    return {
      plurals: [[`(${s0})${srest}$`, 'i', `\\1${prest}`], [`(${p0})${prest}$`, 'i', `\\1${prest}`]],
      singulars: [[`(${s0})${srest}$`, 'i', `\\1${srest}`], [`(${p0})${prest}$`, 'i', `\\1${srest}`]],
    };
  }
  // Different first letters cannot be carried over by a back-reference, so Rails spells out both cases.
  const cased = (first: string, rest: string, outFirst: string, outRest: string): RubyRule[] => [
    [`${first.toUpperCase()}(?i)${rest}$`, '', outFirst.toUpperCase() + outRest],
    [`${first.toLowerCase()}(?i)${rest}$`, '', outFirst.toLowerCase() + outRest],
  ];
  return {
    plurals: [...cased(s0, srest, p0, prest), ...cased(p0, prest, p0, prest)],
    singulars: [...cased(s0, srest, s0, srest), ...cased(p0, prest, s0, srest)],
  };
}

// Mirrors ActiveSupport::Inflector::Inflections, including its side effects on uncountables.
class Inflections {
  readonly plurals: Rule[] = [...defaultPlurals];
  readonly singulars: Rule[] = [...defaultSingulars];
  uncountables: string[] = [...railsUncountables];

  plural(pattern: RulePattern, replacement: string): void {
    this.prepend(this.plurals, pattern, replacement);
  }

  singular(pattern: RulePattern, replacement: string): void {
    this.prepend(this.singulars, pattern, replacement);
  }

  irregular(singular: string, plural: string): void {
    this.forget(singular);
    this.forget(plural);
    const rules = irregularRules(singular, plural);
    for (const [source, flags, replacement] of rules.plurals) this.plural(rubyRegExp(source, flags), replacement);
    for (const [source, flags, replacement] of rules.singulars) this.singular(rubyRegExp(source, flags), replacement);
  }

  uncountable(words: string[]): void {
    this.uncountables.push(...words.map((word) => word.toLowerCase()));
  }

  private prepend(list: Rule[], pattern: RulePattern, replacement: string): void {
    if (typeof pattern === 'string') this.forget(pattern);
    this.forget(replacement);
    list.unshift({ pattern: toRegExp(pattern), replacement });
  }

  // Like Ruby's Array#delete: exact (case-sensitive) and removes every copy.
  private forget(word: string): void {
    this.uncountables = this.uncountables.filter((w) => w !== word);
  }
}

function toRegExp(pattern: RulePattern): RegExp {
  if (typeof pattern === 'string') return rubyRegExp(rubyEscape(pattern));
  // `g`/`y` would make exec() resume at lastIndex and leak state between calls.
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
}

function firstMatch(word: string, rules: readonly Rule[]): string | null {
  for (let i = 0; i < rules.length; i++) {
    const result = rubySub(word, rules[i]!.pattern, rules[i]!.replacement);
    if (result !== null) return result;
  }
  return null;
}

/** Compiles user rules alone (no defaults), tried last-defined first; `null` when none matches. */
export function ruleMatcher(rules: Array<[RulePattern, string]> = []): (word: string) => string | null {
  const compiled = rules.map(([pattern, replacement]) => ({ pattern: toRegExp(pattern), replacement })).reverse();
  return (word) => firstMatch(word, compiled);
}

/** Builds an independent Rails-compatible inflector from Rails' defaults plus `options`. */
export function createInflector(options: InflectorOptions = {}): Inflector {
  const rules = new Inflections();
  for (const [pattern, replacement] of options.plural ?? []) rules.plural(pattern, replacement);
  for (const [pattern, replacement] of options.singular ?? []) rules.singular(pattern, replacement);
  for (const [singular, plural] of options.irregular ?? []) rules.irregular(singular, plural);
  rules.uncountable(options.uncountable ?? []);
  return freeze(rules);
}

function freeze(rules: Inflections): Inflector {
  const plurals = [...rules.plurals];
  const singulars = [...rules.singulars];
  // Rails' Uncountables#uncountable? tests /\b#{Regexp.escape(word)}\Z/i against the whole input.
  // Each regexp runs only when the word ends with that uncountable (case aside): the check is
  // cheap, and compiling ten Unicode-aware regexps on first use cost more than the whole rest.
  // Each is also built only then: building them all took ~4 ms of every cold start.
  const uncountables = rules.uncountables.map((word) => new Uncountable(word));
  const isUncountable = (word: string): boolean => {
    const lower = word.toLowerCase();
    return uncountables.some((u) => (lower.endsWith(u.tail) || lower.endsWith(`${u.tail}\n`)) && u.test(word));
  };
  const apply = (word: string, list: readonly Rule[]): string => {
    if (word === '' || isUncountable(word)) return word;
    return firstMatch(word, list) ?? word;
  };
  return {
    pluralize: (word) => apply(word, plurals),
    singularize: (word) => apply(word, singulars),
  };
}

class Uncountable {
  readonly tail: string;
  private re: RegExp | undefined;

  constructor(private readonly word: string) {
    this.tail = word.toLowerCase();
  }

  test(input: string): boolean {
    this.re ??= rubyRegExp(`\\b${rubyEscape(this.word)}\\Z`, 'i');
    return this.re.test(input);
  }
}

/** Rails' default inflector: `String#pluralize`/`#singularize` of ActiveSupport 6.1. */
export const railsInflector: Inflector = createInflector();
