/**
 * YAML nodes → AST values. An untagged string means what its place usually holds in Ruby (a
 * symbol for `only:`, a string for `to:`, a constant for `mount:`); tags say anything else:
 * `!sym`, `!str`, `!regexp /src/flags`, `!const Name`, `!call`, `!hash`.
 */
import { isMap, isPair, isScalar, isSeq } from 'yaml'
import type { Scalar, YAMLMap, YAMLSeq } from 'yaml'
import { array, bool, call, constant, hash, int, nil, pair, regexp, str, sym } from '../ast/builders.js'
import type { ConstantValue, Pair, Position, Value } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import { UnsupportedRegexp } from '../inflect/onigmo.js'
import { rubyRegExpSource } from '../inflect/ruby-regexp.js'
import { refusedCall } from './ruby-calls.js'
import type { YamlCode } from './codes.js'
import { yamlError } from './diagnostics.js'
import { optionDefault } from './kinds.js'
import type { ScalarDefault } from './kinds.js'
import type { NodeContext, YNode } from './nodes.js'
import { isNull, pairSpan, resolved, spanOf } from './nodes.js'

/** Decoding state: the document, the file name, and where problems are reported. */
export interface DecodeContext extends NodeContext {
  file: string
  diagnostics: Diagnostic[]
}

/** Reports a problem at `node` and returns undefined, so callers can `return fail(...)`. */
export function fail(ctx: DecodeContext, code: YamlCode, message: string, node: YNode, hint?: string): undefined {
  ctx.diagnostics.push(yamlError(code, message, spanOf(node, ctx), ctx.file, hint))
  return undefined
}

const CORE = 'tag:yaml.org,2002:'
// `BEGIN` and `END` are keywords, not constants (`END { ... }` runs at exit).
const CONSTANT = /^(?!(?:BEGIN|END)(?:$|[.:]))(?:::)?[A-Z][A-Za-z0-9_]*(?:::[A-Z][A-Za-z0-9_]*)*$/
const CALL_TARGET = /^(?:((?!(?:BEGIN|END)\.)(?:::)?[A-Z][A-Za-z0-9_]*(?:::[A-Z][A-Za-z0-9_]*)*)\.)?([A-Za-z_][A-Za-z0-9_]*[?!]?)$/
export const TAGS = ['!sym', '!str', '!regexp', '!const', '!call', '!hash']
const SCALAR_CORE = new Set(['str', 'int', 'bool', 'null', 'float'].map((t) => CORE + t))

/** The value of `node`; an untagged string is read as `fallback`. Undefined after an error. */
export function decodeValue(node: YNode, fallback: ScalarDefault, ctx: DecodeContext, at?: Position): Value | undefined {
  const target = resolved(node, ctx)
  if (target === null || target === undefined) return nil(at ?? spanOf(target, ctx))
  if (isScalar(target)) return decodeScalar(target, fallback, ctx)
  if (isSeq(target)) return decodeSeq(target, fallback, ctx)
  if (isMap(target)) return decodeMap(target, ctx)
  /* c8 ignore next */
  return fail(ctx, 'RC3024', 'unsupported YAML node', target)
}

function decodeScalar(node: Scalar, fallback: ScalarDefault, ctx: DecodeContext): Value | undefined {
  const position = spanOf(node, ctx)
  const tag = node.tag
  if (tag === undefined || SCALAR_CORE.has(tag)) return untagged(node, fallback, ctx)
  const text = node.value === null || node.value === undefined ? '' : String(node.value)
  if (LONE_SURROGATE.test(text)) return loneSurrogate(ctx, node)
  if (tag === '!sym') return sym(text, position)
  if (tag === '!str') return str(text, position)
  if (tag === '!regexp') return decodeRegexp(text, node, ctx)
  if (tag === '!const') return decodeConstant(text, node, ctx)
  if (tag === '!call') return decodeCallTarget(text, node, ctx, [], [])
  if (tag === '!hash') return fail(ctx, 'RC3018', '!hash tags a mapping, not a scalar', node, 'write `!hash { key: value }`')
  return unknownTag(tag, node, ctx)
}

// `"\uD800"`: half of a UTF-16 pair, which no UTF-8 file (a routes.rb) and no Ruby string can hold.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function loneSurrogate(ctx: DecodeContext, node: YNode): undefined {
  return fail(ctx, 'RC3024', 'a lone UTF-16 surrogate (an escape such as \\uD800 without its pair) is no character', node, 'write the character itself, or its full pair (\\uD83D\\uDE00)')
}

/** Reports a tag the routes format does not define, suggesting the nearest of ours. */
export function unknownTag(tag: string, node: YNode, ctx: DecodeContext): undefined {
  return fail(ctx, 'RC3018', `unknown tag ${tag.replace(CORE, '!!')}`, node, `the tags of routes.yaml are ${TAGS.join(', ')}`)
}

function untagged(node: Scalar, fallback: ScalarDefault, ctx: DecodeContext): Value | undefined {
  const position = spanOf(node, ctx)
  const value = node.value
  if (value === null || value === undefined) return nil(position)
  if (typeof value === 'boolean') return bool(value, position)
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return int(value, position)
    return fail(ctx, 'RC3021', `${String(node.source ?? value)} is not an integer; the routes language has no floats`, node, 'quote it for a string')
  }
  const text = String(value)
  if (LONE_SURROGATE.test(text)) return loneSurrogate(ctx, node)
  if (fallback === 'symbol') return sym(text, position)
  if (fallback === 'constant') return decodeConstant(text, node, ctx)
  return str(text, position)
}

const REGEXP_LITERAL = /^\/([\s\S]*)\/([a-z]*)$/

/** `!regexp /source/flags`: the source as Ruby's `Regexp#source`, checked by compiling it. */
function decodeRegexp(text: string, node: Scalar, ctx: DecodeContext): Value | undefined {
  const literal = REGEXP_LITERAL.exec(text)
  if (!literal) return fail(ctx, 'RC3015', `invalid regexp ${text}: write it as /source/flags`, node, 'for example `id: !regexp /\\d+/`')
  const [, source, flags] = literal as unknown as [string, string, string]
  if (!/^(?!.*(.).*\1)[mix]*$/.test(flags)) return fail(ctx, 'RC3015', `invalid regexp flags "${flags}": Ruby knows i, m and x`, node)
  try {
    rubyRegExpSource(source, flags)
  } catch (error) {
    // Constructs JS cannot match are Ruby all the same: the expander names the route that uses one (RC2034).
    if (!(error instanceof UnsupportedRegexp)) return fail(ctx, 'RC3015', `invalid regexp /${source}/: ${(error as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, '')}`, node)
  }
  return regexp(source, flags, spanOf(node, ctx))
}

function decodeConstant(text: string, node: YNode, ctx: DecodeContext): ConstantValue | undefined {
  if (CONSTANT.test(text)) return constant(text, spanOf(node, ctx))
  return fail(ctx, 'RC3016', `invalid constant name ${JSON.stringify(text)}`, node, 'a constant is written like Sidekiq::Web or ::Foo')
}

/** `Receiver.method` or `method` with its arguments and options: a call value. */
function decodeCallTarget(text: string, node: YNode, ctx: DecodeContext, args: Value[], options: Pair[]): Value | undefined {
  const parts = CALL_TARGET.exec(text)
  if (!parts) return fail(ctx, 'RC3017', `invalid call ${JSON.stringify(text)}: expected a method name such as redirect or ActionCable.server`, node)
  const refused = refusedCall(parts[1], parts[2]!)
  if (refused) return refuseCall(ctx, text, refused, node)
  const position = spanOf(node, ctx)
  const receiver = parts[1] === undefined ? undefined : constant(parts[1], position)
  return call(parts[2]!, args, options, receiver, position)
}

/** Reports a call routes.yaml does not make (RC3040): converted to routes.rb, Rails would run it. */
export function refuseCall(ctx: DecodeContext, target: string, reason: string, node: YNode): undefined {
  return fail(ctx, 'RC3040', `routes.yaml does not call ${target}: ${reason}`, node, CALL_HINT)
}

/** What routes.yaml calls instead. */
export const CALL_HINT = 'routes.yaml calls routing methods (`call: devise_for`) and builds values (`!call { redirect: /x }`, `!call { Constraint.new: [...] }`)'

function decodeSeq(node: YAMLSeq, fallback: ScalarDefault, ctx: DecodeContext): Value | undefined {
  if (node.tag === '!call') return decodeCallList(node, ctx)
  if (node.tag === '!hash') return withPairs(decodePairs(node, ctx, () => 'string'), (entries) => hash(entries, spanOf(node, ctx)))
  if (node.tag !== undefined && node.tag !== CORE + 'seq') return unknownTag(node.tag, node, ctx)
  const elements = node.items.map((item) => decodeValue(item as YNode, fallback, ctx))
  return elements.every((e) => e !== undefined) ? array(elements as Value[], spanOf(node, ctx)) : undefined
}

function decodeMap(node: YAMLMap, ctx: DecodeContext): Value | undefined {
  if (node.tag === '!call') return decodeCall(node, ctx)
  if (node.tag !== undefined && node.tag !== '!hash' && node.tag !== CORE + 'map') return unknownTag(node.tag, node, ctx)
  return withPairs(decodePairs(node, ctx, () => 'string'), (entries) => hash(entries, spanOf(node, ctx)))
}

/** `!call { redirect: /x, status: 301 }`: the first key is the method, its value the arguments. */
function decodeCall(node: YAMLMap, ctx: DecodeContext): Value | undefined {
  const [first, ...rest] = node.items
  const key = resolved(first?.key as YNode, ctx)
  if (!first || !isScalar(key) || typeof key.value !== 'string' || key.tag !== undefined) {
    return fail(ctx, 'RC3017', '!call needs the method as its first key: `!call { redirect: /x }`', first ? key : node)
  }
  const args = decodeArguments(first.value as YNode, 'string', ctx)
  const options = decodePairs(rest, ctx, () => 'string')
  if (!args || !options) return undefined
  return decodeCallTarget(key.value, key, ctx, args, options)
}

/** `!call [target, [arguments], options]`: the spelling of a call whose option keys repeat. */
function decodeCallList(node: YAMLSeq, ctx: DecodeContext): Value | undefined {
  const [targetNode, argsNode, optionsNode, ...extra] = node.items.map((item) => resolved(item as YNode, ctx))
  const target = isScalar(targetNode) && typeof targetNode.value === 'string' ? targetNode.value : undefined
  const optionsOk = optionsNode === undefined || isMap(optionsNode) || isSeq(optionsNode)
  if (target === undefined || !isSeq(argsNode) || !optionsOk || extra.length > 0) {
    return fail(ctx, 'RC3017', 'a !call list is [method, [arguments], options]', node)
  }
  const args = decodeArguments(argsNode, 'string', ctx)
  const options = optionsNode === undefined ? [] : decodePairs(optionsNode as YAMLMap | YAMLSeq, ctx, () => 'string')
  if (!args || !options) return undefined
  return decodeCallTarget(target, targetNode, ctx, args, options)
}

function withPairs<T>(pairs: Pair[] | undefined, build: (pairs: Pair[]) => T): T | undefined {
  return pairs === undefined ? undefined : build(pairs)
}

/**
 * Pairs from a mapping, a list of pairs, or a `!hash` list of one-key mappings (the spelling of a
 * hash or option list whose keys repeat). Keys default to symbols; `valueDefault` picks values'.
 */
export function decodePairs(source: YAMLMap | YAMLSeq | readonly unknown[], ctx: DecodeContext, valueDefault: (key: Value) => ScalarDefault): Pair[] | undefined {
  const items = Array.isArray(source) ? source : (source as YAMLMap | YAMLSeq).items
  const pairs: (Pair | undefined)[] = []
  for (const item of items) {
    if (!isPair(item)) {
      const entry = resolved(item as YNode, ctx)
      if (!isMap(entry) || entry.items.length !== 1) {
        pairs.push(fail(ctx, 'RC3013', 'each entry of a list of pairs is a mapping with one key', entry))
        continue
      }
      for (const pair of decodePairs(entry.items, ctx, valueDefault) ?? [undefined]) pairs.push(pair)
      continue
    }
    const { key: keyNode, value: valueNode } = item as { key: YNode; value: YNode }
    const key = decodeValue(keyNode, 'symbol', ctx)
    const value = key && decodeValue(valueNode, valueDefault(key), ctx, spanOf(keyNode, ctx))
    pairs.push(key && value && pair(key, value, pairSpan(item as never, ctx)))
  }
  return pairs.every((p) => p !== undefined) ? (pairs as Pair[]) : undefined
}

/** The default of an option value: by the option's name when its key is a symbol. */
export function optionValueDefault(key: Value): ScalarDefault {
  return key.type === 'symbol' ? optionDefault(key.value) : 'string'
}

/**
 * An argument list: nothing (`~` or no value), a list of arguments, or one argument. A mapping
 * argument must be tagged `!hash`: untagged, it is almost always an option nested one level too deep.
 */
export function decodeArguments(node: YNode, fallback: ScalarDefault, ctx: DecodeContext): Value[] | undefined {
  const target = resolved(node, ctx)
  if (isNull(target)) return []
  const items = isSeq(target) && (target.tag === undefined || target.tag === CORE + 'seq') ? target.items : [target]
  const args = items.map((item) => {
    const argument = resolved(item as YNode, ctx)
    if (isMap(argument) && (argument.tag === undefined || argument.tag === CORE + 'map')) {
      return fail(ctx, 'RC3019', 'a mapping as an argument: options are sibling keys of the statement', argument, 'indent option keys to line up with the statement key (`- root:` then `  to: pages#home`), or tag the mapping `!hash` if a Ruby hash argument is meant')
    }
    return decodeValue(argument, fallback, ctx)
  })
  return args.every((a) => a !== undefined) ? (args as Value[]) : undefined
}
