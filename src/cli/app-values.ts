/**
 * `--value EXPR=RUBY`: what an expression of the application is worth (`Docuseal.multitenant?=false`,
 * `I18n.available_locales=[:en, :fr]`), for the Ruby a routes file asks of its application. Both
 * sides are read with the routes language's own parser: the expression is keyed as the printer
 * writes it (so spacing does not matter) and the value must be a literal the evaluator can compute.
 */
import { definedConstant, definedMethodChain, Evaluator } from '../expand/evaluate/expression.js'
import { Unknowable } from '../expand/evaluate/unknowable.js'
import type { RValue } from '../expand/values.js'
import { printExpression } from '../print/values.js'
import { parseAssignedValue } from '../syntax/index.js'
import { UsageError } from './io.js'

/** The `--value` settings as the expander takes them: canonical expression text → value. */
export function applicationValues(settings: readonly string[], origin?: string): Map<string, RValue> {
  const values = new Map<string, RValue>()
  for (const setting of settings) {
    const equals = setting.search(/=(?!=)/)
    const usage = origin === undefined ? `invalid --value '${setting}'` : `${origin}: invalid value '${setting}'`
    if (equals < 1) throw new UsageError(`${usage} (expected EXPRESSION=VALUE, e.g. 'Docuseal.multitenant?=false')`)
    const tested = definedConstant(setting.slice(0, equals)) ?? definedMethodChain(setting.slice(0, equals))
    const defined = tested === undefined ? undefined : `defined?(${tested})`
    // Read as a lenient parse reads the file's expressions (`Locale.non_english.map(&:code)`), so that the keys match.
    const key = defined === undefined ? parseAssignedValue(setting.slice(0, equals).trim(), { lenient: true }) : undefined
    if (defined === undefined && key?.type !== 'methodCall' && key?.type !== 'constant') {
      throw new UsageError(`${usage}: '${setting.slice(0, equals)}' is not a constant or a method call like I18n.available_locales, nor defined?(Constant) or defined?(Constant.method)`)
    }
    const value = parseAssignedValue(setting.slice(equals + 1).trim())
    try {
      if (!value) throw new Error('not a Ruby value')
      values.set(defined ?? printExpression(key!), new Evaluator().valueOf(value))
    } catch (error) {
      const why = error instanceof Unknowable ? 'not a literal: give only literals (strings, symbols, numbers, true/false/nil, arrays, hashes, regexps)' : 'not a Ruby value'
      throw new UsageError(`${usage}: '${setting.slice(equals + 1)}' is ${why}`)
    }
  }
  return values
}
