/**
 * A Python module of path helpers: the shared generation code (py-runtime.ts), then per named
 * route its data, a TypedDict of its params where every segment name is a Python identifier,
 * and `<name>_path(**params) -> str`. Keyword params, so a segment named like a keyword
 * (`class`, `from`) is still given through a dict: `thing_path(**{"class": "x"})`.
 */
import type { PatternPart } from '../compile/generation.js'
import type { ParamValue } from '../match/params.js'
import type { HelperRoute } from './helper-routes.js'
import { commentText, pyString } from './literals.js'
import type { HelperName } from './names.js'
import { PY_RUNTIME } from './py-runtime.js'
import { routeSummary } from './summary.js'

const KEYWORDS = new Set(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del',
  'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass',
  'raise', 'return', 'try', 'while', 'with', 'yield'])
// Options of Rails' helpers a caller may give besides the segments.
const OPTIONS: Array<[string, string]> = [['params', 'Mapping[str, ParamValue]'], ['anchor', 'ParamValue'], ['trailing_slash', 'bool'], ['script_name', 'str']]

/** The module's text: `header` (its first line, a comment), then the code. */
export function pyModule(header: string, helpers: readonly HelperRoute[], names: readonly HelperName[]): string {
  const classes = new Set<string>()
  const blocks = helpers.map((helper, i) => helperBlock(helper, i, names[i]!.identifier, classes))
  return [`# ${commentText(header)}`, PY_RUNTIME, ...blocks].join('\n')
}

function helperBlock(helper: HelperRoute, i: number, identifier: string, classes: Set<string>): string {
  const data = [
    pyString(helper.name),
    list(helper.segments.map((s) => pyString(s.name))),
    list(helper.segments.map((s) => (s.required ? 'True' : 'False'))),
    list(helper.segments.map((s) => (s.default === null ? 'None' : pyString(s.default)))),
    list(helper.segments.map((s) => (s.portable === null ? 'None' : pyString(s.portable)))),
    list(helper.requiredNames.map(pyString)),
    parts(helper.pattern, helper.segments.map((s) => s.name)),
    list(helper.base.map(([key, value]) => `(${pyString(key)}, ${value_(value)})`)),
    helper.impliedAction ? 'True' : 'False',
  ]
  const lines = ['', `_r${i} = _route(${data.join(', ')})`, '']
  let annotation = 'ParamValue'
  if (helper.segments.every((s) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(s.name) && !KEYWORDS.has(s.name))) {
    const name = className(identifier, classes)
    const names = new Set(helper.segments.map((s) => s.name))
    const fields = [
      ...helper.segments.map((s) => `    ${s.name}: ${s.required ? 'ParamValue' : 'NotRequired[ParamValue]'}`),
      ...OPTIONS.filter(([key]) => !names.has(key)).map(([key, type]) => `    ${key}: NotRequired[${type}]`),
    ]
    lines.push('', `class ${name}(TypedDict):`, `    """The params of ${identifier}: its segments, and Rails' options (query keys go in params=...)."""`, '', ...fields, '', '')
    annotation = `Unpack[${name}]`
  }
  lines.push(
    `def ${identifier}(**params: ${annotation}) -> str:`,
    `    # ${commentText(routeSummary(helper.name, helper.route))}`,
    `    return _build(_r${i}, params)`,
    '',
  )
  return lines.join('\n')
}

// `photo_path` → `PhotoPathParams`, numbered where two helpers would share it.
function className(identifier: string, taken: Set<string>): string {
  const base = `${identifier.replace(/(?:^|_+)([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase())}Params`
  let name = /^[A-Za-z_]/.test(base) ? base : `_${base}`
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`
  taken.add(name)
  return name
}

function list(items: readonly string[]): string {
  return `[${items.join(', ')}]`
}

// Text, ("s", i) a segment (i its index in keys), ("p", i) one escaped as a path, ("o", [...]) an optional group.
function parts(listed: readonly PatternPart[], keys: readonly string[]): string {
  return list(listed.map((part) => {
    if (typeof part === 'string') return pyString(part)
    if ('optional' in part) return `("o", ${parts(part.optional, keys)})`
    return `("${part.escape === 'path' ? 'p' : 's'}", ${keys.indexOf(part.segment)})`
  }))
}

function value_(value: ParamValue): string {
  if (value === null) return 'None'
  if (typeof value === 'string') return pyString(value)
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : Number.isFinite(value) ? String(value) : Number.isNaN(value) ? 'float("nan")' : `float("${value > 0 ? 'inf' : '-inf'}")`
  if (Array.isArray(value)) return list(value.map(value_))
  return `{${Object.entries(value).map(([key, v]) => `${pyString(key)}: ${value_(v)}`).join(', ')}}`
}
