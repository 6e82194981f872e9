/**
 * The identifiers of generated helpers: Rails' route name in camelCase plus `Path` for
 * TypeScript (`edit_admin_post` → `editAdminPostPath`), the name plus `_path` for Python. A
 * name that is not made of ASCII letters, digits and underscores (a name Rails accepts, as
 * `as:` takes any string) is mangled: each other character becomes `_xHEX_`; a name two
 * routes would share gets `_2`, `_3`... in table order. Both are reported.
 */

/** One helper's identifier, and why it is not the plain rule's (absent when it is). */
export interface HelperName {
  identifier: string
  /** "mangled" when characters were replaced, "renamed" when a suffix made it unique. */
  changed?: 'mangled' | 'renamed'
}

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/

/** `<camelCaseName>Path` for each name, in order, unique. */
export function tsNames(names: readonly string[]): HelperName[] {
  return unique(names.map((name) => withSuffix(name, camel, 'Path')))
}

/** `<name>_path` for each name, in order, unique. */
export function pyNames(names: readonly string[]): HelperName[] {
  return unique(names.map((name) => withSuffix(name, (n) => n, '_path')))
}

function withSuffix(name: string, plain: (name: string) => string, suffix: string): HelperName {
  if (PLAIN.test(name)) return { identifier: plain(name) + suffix }
  const mangled = [...name].map((c) => (/[A-Za-z0-9_]/.test(c) ? c : `_x${c.codePointAt(0)!.toString(16).toUpperCase()}_`)).join('')
  // An identifier cannot start with a digit; a route name can be empty.
  const start = /^[A-Za-z_]/.test(mangled) ? mangled : `_${mangled}`
  return { identifier: plain(start) + suffix, changed: 'mangled' }
}

// `edit_admin_post` → `editAdminPost`: each underscore followed by a letter or digit is dropped
// and the letter upper-cased; leading underscores stay (`_private` → `_private`).
function camel(name: string): string {
  const lead = /^_*/.exec(name)![0]
  return lead + name.slice(lead.length).replace(/_+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase())
}

function unique(names: HelperName[]): HelperName[] {
  const taken = new Set<string>()
  return names.map((name) => {
    let identifier = name.identifier
    for (let n = 2; taken.has(identifier); n++) identifier = `${name.identifier}_${n}`
    taken.add(identifier)
    return identifier === name.identifier ? name : { identifier, changed: 'renamed' }
  })
}
