/**
 * `check --unused --app DIR`: Rails 8's `rails routes --unused` without booting Rails. A route is
 * unused when its controller class is not found, or its action is neither a public method of the
 * class (its app superclasses and app modules included) nor a view template (implicit render).
 * Not detected, so never reported: actions of classes whose superclass or included module lies
 * outside app/controllers (a gem's), of classes with `method_missing`/`action_missing`, and
 * methods defined by metaprogramming.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Position } from '../ast/types.js'
import type { Diagnostic } from '../diagnostic.js'
import { underscore } from '../inflect/underscore.js'
import type { Route } from '../route.js'
import { type RubyClass, readControllers } from './controllers.js'
import { type StatementVisit, declarationPosition, lintWarning } from './lints/context.js'

// Superclasses whose public methods are no actions of the app.
const FRAMEWORK = new Set(['action_controller/base', 'action_controller/api', 'action_controller/metal'])

/** The public methods a class answers, or null when some come from code not in the app. */
function actionsOf(name: string, classes: Map<string, RubyClass>, depth = 0): Set<string> | null {
  const cls = classes.get(name)
  if (!cls || cls.dynamic || depth > 20) return null
  const methods = new Set(cls.methods)
  for (const module of cls.includes) {
    const included = classes.get(underscore(module))
    if (!included) return null
    for (const m of included.methods) methods.add(m)
  }
  if (cls.superclass === undefined) return methods
  const parent = underscore(cls.superclass)
  if (FRAMEWORK.has(parent)) return methods
  const inherited = actionsOf(resolve(parent, name, classes), classes, depth + 1)
  if (!inherited) return null
  for (const m of inherited) methods.add(m)
  return methods
}

/** Ruby's constant lookup, roughly: `Base` inside `admin/photos_controller` is `admin/base` when that exists. */
function resolve(name: string, from: string, classes: Map<string, RubyClass>): string {
  const scopes = from.split('/').slice(0, -1)
  for (let i = scopes.length; i > 0; i--) {
    const candidate = [...scopes.slice(0, i), name].join('/')
    if (classes.has(candidate)) return candidate
  }
  return name
}

function hasTemplate(app: string, controller: string, action: string): boolean {
  const dir = join(app, 'app/views', controller)
  return existsSync(dir) && readdirSync(dir).some((f) => f === action || f.startsWith(`${action}.`))
}

/** One route left unused, where it was declared. */
interface Unused {
  route: Route
  position: Position
}

/**
 * The unused routes of `app`, one warning per controller: RC4060 for a controller no file
 * defines, RC4061 for a controller's missing actions; each at its first route, the others related.
 */
export function unusedRoutes(routes: readonly Route[], app: string, visits: readonly StatementVisit[]): Diagnostic[] {
  const classes = readControllers(join(app, 'app/controllers'))
  const missing = new Map<string, Unused[]>()
  const withoutAction = new Map<string, Unused[]>()
  const seen = new Set<string>()
  for (const route of routes) {
    const { controller, action } = route
    if (!controller || !action || route.internal || !/^[a-z_0-9/]+$/.test(controller) || !/^\w+$/.test(action)) continue
    const key = `${route.source.file}:${route.source.line}:${route.source.column}:${controller}#${action}`
    if (seen.has(key)) continue
    seen.add(key)
    const name = `${controller}_controller`
    const unused = { route, position: declarationPosition(visits, route) }
    if (!classes.has(name)) {
      group(missing, controller, unused)
      continue
    }
    const actions = actionsOf(name, classes)
    if (!actions || actions.has(action) || hasTemplate(app, controller, action)) continue
    group(withoutAction, controller, unused)
  }
  const found = [...missing].map(([controller, list]) => grouped('RC4060', list, `no app/controllers/${controller}_controller.rb defines the controller class`, `create app/controllers/${controller}_controller.rb, or remove the routes`))
  for (const [controller, list] of withoutAction) {
    const actions = [...new Set(list.map((u) => u.route.action!))]
    const what = actions.length === 1 ? `no public method ${actions[0]} and there is no view ${controller}/${actions[0]}` : `no public method and no view for ${actions.join(', ')}`
    found.push(grouped('RC4061', list, `${controller}_controller defines ${what}`, `define ${actions.join(', ')} in the controller, or limit the routes (only:/except:)`))
  }
  return found.sort((a, b) => routes.indexOf(firstRoute.get(a)!) - routes.indexOf(firstRoute.get(b)!))
}

const firstRoute = new WeakMap<Diagnostic, Route>()

function group(groups: Map<string, Unused[]>, controller: string, unused: Unused): void {
  const list = groups.get(controller)
  if (list) list.push(unused)
  else groups.set(controller, [unused])
}

const shown = (route: Route): string => `${route.verb.join('|') || 'ANY'} ${route.path} → ${route.controller}#${route.action}`

/** One warning for a controller's unused routes: at the first, naming them all, the others related. */
function grouped(code: 'RC4060' | 'RC4061', list: readonly Unused[], why: string, hint: string): Diagnostic {
  const [first, ...others] = list as [Unused, ...Unused[]]
  const routes = list.length === 1 ? shown(first.route) : `${list.length} routes (${list.slice(0, 3).map((u) => shown(u.route)).join('; ')}${list.length > 3 ? '; …' : ''})`
  const diagnostic = lintWarning(code, first.route.source.file, first.position, `${routes}: ${why}`, hint)
  if (others.length > 0) diagnostic.related = others.map((u) => ({ message: `${shown(u.route)} is declared here`, file: u.route.source.file, position: u.position }))
  firstRoute.set(diagnostic, first.route)
  return diagnostic
}
