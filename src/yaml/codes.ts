/**
 * The routes.yaml error catalogue: stable code → what it means. Codes never change meaning; new
 * ones are added at the end. `schema/routes.md` lists them with examples; `npm run docs` writes
 * docs/diagnostics.md from this and the other catalogues.
 */
export const YAML_CODES = Object.freeze({
  RC3000: 'internal YAML front-end error (a bug in routecraft; please report it)',
  RC3001: 'YAML syntax error',
  RC3002: 'duplicate key in a mapping',
  RC3003: 'tab used for indentation',
  RC3004: 'alias to an unknown anchor',
  RC3005: 'too many aliases (a possible alias bomb)',
  RC3006: 'more than one YAML document in the file',
  RC3007: 'implicit key longer than 1024 characters',
  RC3008: 'empty document',
  RC3009: 'the document is not a mapping with a `routes:` list',
  RC3010: 'unknown statement kind',
  RC3011: 'a statement is not a mapping',
  RC3012: 'unknown option or key',
  RC3013: 'value of the wrong type',
  RC3014: 'value not among the allowed ones',
  RC3015: 'invalid regexp',
  RC3016: 'invalid constant name',
  RC3017: 'invalid method call',
  RC3018: 'unknown or misused tag',
  RC3019: 'a mapping as a statement argument (usually wrong nesting)',
  RC3020: 'arguments given twice (the statement value and `args:`)',
  RC3021: 'a number that is not an integer',
  RC3022: 'statement in the wrong place',
  RC3023: 'an option key that is not a plain name',
  RC3024: 'invalid value',
  RC3025: 'mappings and lists nest too deeply (more than 256 levels)',
  RC3026: 'Ruby code that routes.yaml cannot express (when converting a routes.rb)',
  RC3027: 'an unquoted value holding `{` or `}` inside a flow mapping or list',
  RC3040: 'a call that would run Ruby rather than draw routes (`system`, `eval`, `File.write`...)',
  RC3028: 'the file is longer than routecraft reads (8 MiB)',
})

/** A code of the routes.yaml catalogue. */
export type YamlCode = keyof typeof YAML_CODES
