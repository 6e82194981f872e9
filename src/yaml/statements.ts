/**
 * Statement mappings → AST statements. The first key names the kind (`resources: photos`); the
 * kind's value holds the arguments (or, for `member`-like kinds, the block); the other keys are
 * options, `args:` (arguments, unchecked), `with:` (options, unchecked) and `routes:` (the block).
 */
import { isMap, isScalar, isSeq } from 'yaml'
import type { Pair as YPair, YAMLMap } from 'yaml'
import { routeSet, statement, sym } from '../ast/builders.js'
import { STATEMENT_TYPES } from '../ast/types.js'
import type { Pair, RouteSet, Statement, TopLevel, Value } from '../ast/types.js'
import { ALL_KINDS, BLOCK_KINDS, argumentDefault, optionDefault } from './kinds.js'
import type { YNode } from './nodes.js'
import { isNull, keyText, pairSpan, plain, resolved, spanOf } from './nodes.js'
import { schemaErrors } from './schema.js'
import { schemaDiagnostics } from './schema-messages.js'
import { didYouMean } from './suggest.js'
import { decodeArguments, decodePairs, decodeValue, fail, optionValueDefault, refuseCall } from './values.js'
import { refusedStatement } from './ruby-calls.js'
import type { DecodeContext } from './values.js'

/** The statements of a `routes:` list (or a block kind's value); failed ones are left out. */
export function decodeStatements(list: YNode, ctx: DecodeContext, topLevel: boolean): TopLevel[] {
  const target = resolved(list, ctx)
  if (!isSeq(target)) return []
  const decoded = target.items.map((item) => decodeStatement(item as YNode, ctx, topLevel))
  return decoded.filter((node): node is TopLevel => node !== undefined)
}

function decodeStatement(item: YNode, ctx: DecodeContext, topLevel: boolean): TopLevel | undefined {
  const node = resolved(item, ctx)
  if (!isMap(node) || node.tag !== undefined || node.items.length === 0) return notAStatement(node, ctx)
  const first = node.items[0]!
  const key = resolved(first.key as YNode, ctx)
  if (!isScalar(key) || typeof key.value !== 'string' || key.tag !== undefined) {
    return fail(ctx, 'RC3010', 'a statement starts with its kind, a plain name such as `resources:`', key ?? node)
  }
  const kind = key.value
  if (!ALL_KINDS.includes(kind)) {
    return fail(ctx, 'RC3010', `unknown statement kind "${kind}"${didYouMean(kind, ALL_KINDS)}`, key, `a method routecraft has no kind for is written \`- call: ${kind}\`, with \`args:\` for its arguments`)
  }
  if (kind === 'routeSet' && !topLevel) return fail(ctx, 'RC3022', 'routeSet is only allowed at the top of the file', key)
  const errors = schemaErrors(`kind.${kind}`, plain(node, ctx, BLOCK_KINDS.has(kind) ? kind : 'routes'))
  if (errors.length > 0) {
    for (const diagnostic of schemaDiagnostics(errors, { root: node, kind, file: ctx.file }, ctx)) ctx.diagnostics.push(diagnostic)
    // Keep looking for problems in the block, so that one run reports them all.
    for (const pair of node.items) {
      const name = keyText(resolved(pair.key as YNode, ctx))
      if (name === 'routes' || (name === kind && BLOCK_KINDS.has(kind))) decodeStatements(pair.value as YNode, ctx, false)
    }
    return undefined
  }
  return kind === 'routeSet' ? decodeRouteSet(node, ctx) : decodeCall(kind, node, ctx)
}

function notAStatement(node: YNode, ctx: DecodeContext): undefined {
  const word = isScalar(node) && typeof node.value === 'string' ? node.value.split(/\s+/)[0]! : undefined
  const hint = word !== undefined && ALL_KINDS.includes(word)
    ? `write the kind as a key: \`- ${word}: ${(node as { value: string }).value.slice(word.length).trim() || '...'}\``
    : 'for example `- resources: photos`'
  return fail(ctx, 'RC3011', 'a statement is a mapping whose first key names its kind', node, hint)
}

function decodeRouteSet(node: YAMLMap, ctx: DecodeContext): RouteSet {
  const receiver = String((resolved(node.items[0]!.value as YNode, ctx) as { value: unknown }).value)
  const routes = node.items.find((pair) => keyText(resolved(pair.key as YNode, ctx)) === 'routes')
  const children = routes ? (decodeStatements(routes.value as YNode, ctx, false) as Statement[]) : []
  return routeSet(receiver, children, spanOf(node, ctx))
}

/** A statement of a method kind or a `call:`; undefined when any part failed (each was reported). */
function decodeCall(kind: string, node: YAMLMap, ctx: DecodeContext): Statement | undefined {
  const [first, ...rest] = node.items as YPair[]
  const value = first!.value as YNode
  let method = kind
  let args: Value[] | undefined = []
  let children: Statement[] | undefined
  let ok = true
  if (kind === 'call') {
    method = String((resolved(value, ctx) as { value: unknown }).value)
    if (Object.hasOwn(STATEMENT_TYPES, method)) return fail(ctx, 'RC3022', `"${method}" has its own statement kind: write \`- ${method}: ...\``, value)
  } else if (BLOCK_KINDS.has(kind)) {
    if (!isNull(resolved(value, ctx))) children = decodeStatements(value, ctx, false) as Statement[]
  } else args = decodeArguments(value, argumentDefault(kind), ctx)
  const options: Pair[] = []
  for (const pair of rest) {
    const name = keyText(resolved(pair.key as YNode, ctx))
    if (name === 'routes') children = decodeStatements(pair.value as YNode, ctx, false) as Statement[]
    else if (name === 'args') args = explicitArguments(kind, value, pair, ctx)
    else if (name === 'with') ok = pushAll(options, rawOptions(pair.value as YNode, ctx)) && ok
    else ok = pushAll(options, [sugaredOption(name, pair, ctx)]) && ok
  }
  if (!ok || args === undefined) return undefined
  const refused = kind === 'call' ? refusedStatement(method, args) : undefined
  if (refused) return refuseCall(ctx, method, refused, value)
  return statement(method, args, options, children, spanOf(node, ctx))
}

function pushAll(target: Pair[], items: readonly (Pair | undefined)[] | undefined): boolean {
  if (items === undefined || items.some((item) => item === undefined)) return false
  for (const item of items as Pair[]) target.push(item)
  return true
}

/** `args:` holds the arguments when the kind's value cannot: never both. */
function explicitArguments(kind: string, kindValue: YNode, pair: YPair, ctx: DecodeContext): Value[] | undefined {
  const valueHoldsArgs = kind !== 'call' && !BLOCK_KINDS.has(kind)
  if (valueHoldsArgs && !isNull(resolved(kindValue, ctx))) {
    return fail(ctx, 'RC3020', `arguments given twice: as the value of ${kind} and as args:`, pair.key as YNode, `keep one: \`${kind}: ...\` or \`args: ...\``)
  }
  return decodeArguments(pair.value as YNode, argumentDefault(kind), ctx)
}

/** `with:` options: any keys (tags allowed), in order. */
function rawOptions(node: YNode, ctx: DecodeContext): Pair[] | undefined {
  const target = resolved(node, ctx)
  /* c8 ignore next */
  if (!isMap(target) && !isSeq(target)) return undefined
  return decodePairs(target, ctx, optionValueDefault)
}

/** A sibling option key: a plain name (the schema has checked it is one the kind knows). */
function sugaredOption(name: string, pair: YPair, ctx: DecodeContext): Pair | undefined {
  const key = resolved(pair.key as YNode, ctx)
  if (!isScalar(key) || typeof key.value !== 'string' || key.tag !== undefined) {
    return fail(ctx, 'RC3023', `option key ${JSON.stringify(name)} is not a plain name`, key, 'keys of other types (`!str`, `!const`, ...) go under `with:`')
  }
  const keyPosition = spanOf(key, ctx)
  const value = decodeValue(pair.value as YNode, optionDefault(name), ctx, keyPosition)
  return value && { type: 'pair', position: pairSpan(pair, ctx), key: sym(name, keyPosition), value }
}
