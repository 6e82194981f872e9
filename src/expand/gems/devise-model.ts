/**
 * What a model declares to Devise, read from its source: `devise :database_authenticatable,
 * :registerable, …, omniauth_providers: [:github]`. Devise's `devise` class method keeps the
 * modules in `Devise::ALL` order within one call and adds a later call's new modules after them
 * (`devise_modules |= selected_modules`); options set the model's Devise settings.
 */
import { optionPairs } from '../../ast/types.js'
import { underscore } from '../../inflect/underscore.js'
import { RHash, type RValue, isCall, isConstant, isHash, isSymbol, toS } from '../values.js'
import { type AppFacts, type AppFile, callsIn, literal } from './app.js'

/** Devise's modules in `Devise::ALL` order (lib/devise/modules.rb), each with the routes it adds. */
export const DEVISE_MODULES: ReadonlyArray<readonly [string, string | null]> = [
  ['database_authenticatable', 'session'],
  ['rememberable', null],
  ['omniauthable', 'omniauth_callback'],
  ['recoverable', 'password'],
  ['registerable', 'registration'],
  ['validatable', null],
  ['confirmable', 'confirmation'],
  ['lockable', 'unlock'],
  ['timeoutable', null],
  ['trackable', null],
]

/** The modules `rails generate devise MODEL` writes into a new model. */
export const GENERATED_MODULES = ['database_authenticatable', 'registerable', 'recoverable', 'rememberable', 'validatable']

export interface DeviseModel {
  /** The model's modules, in Devise's order; those Devise itself does not define included. */
  modules: string[]
  /** The `devise` calls' options (`omniauth_providers:`, `unlock_strategy:`), literal ones only. */
  options: RHash
  /** The options given a value only the running application knows (`omniauth_providers: PROVIDERS`). */
  unknownOptions: string[]
  /** The file the declaration was read from. */
  file: string
  /** The modules are a guess (`rails generate devise`'s), the model's declaration not read. */
  assumed?: true
}

const INDEX = new Map(DEVISE_MODULES.map(([name], i) => [name, i]))

/** `Devise::ALL.index(s) || -1`: modules Devise does not know sort first. */
function rank(module: string): number {
  return INDEX.get(module) ?? -1
}

/** Modules as Devise's `devise` call keeps them: in `Devise::ALL` order. */
export function inDeviseOrder(modules: readonly string[]): string[] {
  return [...modules].sort((a, b) => rank(a) - rank(b))
}

/**
 * The Devise declaration of class `className`, following superclasses defined in the
 * application's models (`class Admin < User`); null when no model file defines it, or when the
 * files read declare nothing Devise can read statically (`why` says which).
 */
export function readDeviseModel(app: AppFacts, className: string): { model: DeviseModel } | { why: string; missing: boolean } {
  const seen = new Set<string>()
  let name = className
  for (;;) {
    const found = app.model?.(name) ?? null
    if (!found) {
      if (seen.size > 0) return { why: `${className} declares no devise modules that can be read without running it`, missing: false }
      return { why: `no model ${className} was found under app/models`, missing: true }
    }
    seen.add(name)
    const model = declaration(found) ?? fromConcerns(app, found)
    if (model) return { model }
    const parent = new RegExp(`^\\s*class\\s+(?:\\w+::)*${name.split('::').pop()}\\s*<\\s*((?:::)?[A-Z][\\w:]*)`, 'm').exec(found.source)?.[1]?.replace(/^::/, '')
    if (!parent || seen.has(parent) || parent === 'ApplicationRecord' || parent.startsWith('ActiveRecord::')) {
      return { why: `${found.file} has no \`devise\` call that can be read without running it`, missing: false }
    }
    name = parent
  }
}

/**
 * The Devise declaration of a concern the model includes (`include Authentication`, whose
 * `included do devise … end` runs in the model), from app/models/concerns; the first that has one.
 */
function fromConcerns(app: AppFacts, model: AppFile): DeviseModel | null {
  for (const [, name] of model.source.matchAll(/^\s*include\s+((?:::)?[A-Z]\w*(?:::[A-Z]\w*)*)\s*$/gm)) {
    const concern = app.concern?.(name!.replace(/^::/, '')) ?? null
    const found = concern && declaration(concern)
    if (found) return found
  }
  return null
}

/** The modules and options of a file's `devise` calls, or null when it has none that are literal. */
function declaration(found: AppFile): DeviseModel | null {
  const modules: string[] = []
  const options = new RHash()
  const unknownOptions: string[] = []
  let any = false
  for (const call of callsIn(found.source, 'devise', found.file)) {
    // A list argument is a splatted one (`devise *[…]`, see callsIn): Devise takes its elements.
    const names = call.arguments.map(literal).flatMap((n) => (Array.isArray(n) ? n : [n]))
    if (names.some((n) => !isSymbol(n) && typeof n !== 'string')) continue
    any = true
    const selected = [...new Set(names.map((n) => toS(n as RValue)))].sort((a, b) => rank(a) - rank(b))
    for (const m of selected) if (!modules.includes(m)) modules.push(m)
    for (const pair of optionPairs(call.options)) {
      const key = literal(pair.key)
      const value = literal(pair.value)
      if (key === undefined) continue
      if (value !== undefined && known(value)) options.set(key, value)
      else unknownOptions.push(toS(key))
    }
  }
  return any ? { modules, options, unknownOptions, file: found.file } : null
}

/** True for a value written out in the source: no constant or method call in it (`::OMNIAUTH_PROVIDERS`). */
function known(value: RValue): boolean {
  if (isConstant(value) || isCall(value)) return false
  if (Array.isArray(value)) return value.every(known)
  if (isHash(value)) return value.entries.every(([k, v]) => known(k) && known(v))
  return true
}

/** The file a model class is defined in, by Rails' autoloading convention: `Admin::User` → `app/models/admin/user.rb`. */
export function modelPath(className: string): string {
  return `app/models/${underscore(className)}.rb`
}

/** The file a model concern is defined in: `Authentication` → `app/models/concerns/authentication.rb`. */
export function concernPath(moduleName: string): string {
  return `app/models/concerns/${underscore(moduleName)}.rb`
}
