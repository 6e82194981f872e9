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

/** The unused routes of `app`, one warning per declaration, controller and action. */
export function unusedRoutes(routes: readonly Route[], app: string, visits: readonly StatementVisit[]): Diagnostic[] {
  const classes = readControllers(join(app, 'app/controllers'))
  const found: Diagnostic[] = []
  const seen = new Set<string>()
  for (const route of routes) {
    const { controller, action } = route
    if (!controller || !action || route.internal || !/^[a-z_0-9/]+$/.test(controller) || !/^\w+$/.test(action)) continue
    const key = `${route.source.file}:${route.source.line}:${route.source.column}:${controller}#${action}`
    if (seen.has(key)) continue
    seen.add(key)
    const position = declarationPosition(visits, route)
    const name = `${controller}_controller`
    if (!classes.has(name)) {
      found.push(lintWarning('RC4060', route.source.file, position, `${route.verb.join('|') || 'ANY'} ${route.path} → ${controller}#${action}: no ${controller}_controller.rb defines the controller class`, `create app/controllers/${controller}_controller.rb, or remove the route`))
      continue
    }
    const actions = actionsOf(name, classes)
    if (!actions || actions.has(action) || hasTemplate(app, controller, action)) continue
    found.push(lintWarning('RC4061', route.source.file, position, `${route.verb.join('|') || 'ANY'} ${route.path} → ${controller}#${action}: the controller defines no public method ${action} and there is no view ${controller}/${action}`, `define ${action} in the controller, or limit the route (only:/except:)`))
  }
  return found
}
