/**
 * What an application's controllers define, read statically from `app/controllers/**\/*.rb`:
 * each class (`class Admin::PhotosController < ApplicationController`, inside `module` nesting),
 * its superclass and included modules, and its public `def` methods. Blocks are matched to their
 * `end` by indentation, as conventional Ruby is written; nothing is evaluated.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { underscore } from '../inflect/underscore.js'

/** A class or module as read: its full name underscored (`admin/photos_controller`). */
export interface RubyClass {
  name: string
  superclass?: string
  includes: string[]
  methods: Set<string>
  /** `method_missing` or `action_missing`: any action may exist. */
  dynamic: boolean
}

const OPENER = /^(\s*)(class|module)\s+((?:::)?[A-Z][\w:]*)(?:\s*<\s*((?:::)?[A-Z][\w:]*))?/
const DEF = /^\s*def\s+(?:self\.)?([a-z_]\w*[?!]?)/
const VISIBILITY = /^\s*(private|protected|public)\s*$/

/** Reads one Ruby file's classes and modules. */
export function readClasses(source: string): RubyClass[] {
  const found: RubyClass[] = []
  const stack: Array<{ indent: number; parts: string[]; cls: RubyClass; visible: boolean }> = []
  for (const line of source.split('\n')) {
    const indent = line.length - line.trimStart().length
    if (/^\s*end\b/.test(line) && stack.length > 0 && stack.at(-1)!.indent === indent) {
      stack.pop()
      continue
    }
    const opener = OPENER.exec(line)
    if (opener) {
      const own = opener[3]!.replace(/^::/, '').split('::')
      const parts = opener[3]!.startsWith('::') ? own : [...(stack.at(-1)?.parts ?? []), ...own]
      const cls: RubyClass = { name: underscore(parts.join('::')), includes: [], methods: new Set(), dynamic: false }
      if (opener[4]) cls.superclass = opener[4].replace(/^::/, '')
      found.push(cls)
      // A one-line `class X < Y; end` opens and closes at once.
      if (!/\bend\s*$/.test(line)) stack.push({ indent: opener[1]!.length, parts, cls, visible: true })
      continue
    }
    const top = stack.at(-1)
    if (!top) continue
    const visibility = VISIBILITY.exec(line)
    if (visibility) top.visible = visibility[1] === 'public'
    const include = /^\s*include\s+([A-Z][\w:]*)/.exec(line)
    if (include) top.cls.includes.push(include[1]!)
    const def = DEF.exec(line) ?? /^\s*(?:private|protected)\s+def\s+([a-z_]\w*)/.exec(line)
    if (!def) continue
    if (def[1] === 'method_missing' || def[1] === 'action_missing') top.cls.dynamic = true
    if (top.visible && !/^\s*(private|protected)\s+def/.test(line)) top.cls.methods.add(def[1]!)
  }
  return found
}

/** Every class and module under `dir`, by underscored name. */
export function readControllers(dir: string): Map<string, RubyClass> {
  const classes = new Map<string, RubyClass>()
  const entries = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.rb')).sort()
  for (const file of entries) {
    for (const cls of readClasses(readFileSync(join(dir, file), 'utf8'))) {
      const known = classes.get(cls.name)
      // Reopened classes add to each other.
      if (known) for (const m of cls.methods) known.methods.add(m)
      else classes.set(cls.name, cls)
    }
  }
  return classes
}
