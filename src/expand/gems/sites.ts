/**
 * Where a gem's own code drew each route of its macro. Rails records a route's source location as
 * the first frame outside ActionDispatch, which for a macro's route is the drawing call in the
 * gem's mapper (`devise (5.0.3) lib/devise/rails/routes.rb:378` in `routes -E`): the gem's
 * drawing code marks each call with its site, and the release's line of that site comes from
 * route-lines.ts.
 */
import type { Route } from '../../route.js'
import type { Context } from '../context.js'
import { ROUTE_LINES } from './route-lines.js'

/** The site of each route a gem drew, read by `gemLocation` as the macro ends. */
const sites = new WeakMap<Route, string>()

/**
 * Runs one drawing call of a gem's mapper and marks each route it drew that has no site yet: a
 * call nested in another's block (`get :cancel` in `resource :registration do`) marks its own first.
 */
export function drawnAt(cx: Context, site: string, draw: () => void): void {
  const start = cx.routes.length
  draw()
  for (let i = start; i < cx.routes.length; i++) if (!sites.has(cx.routes[i]!)) sites.set(cx.routes[i]!, site)
}

/** `lib/devise/rails/routes.rb:378`: where the release `version` of `gem` drew the route, if its lines are known. */
export function gemLocation(gem: string, version: string, route: Route): string | undefined {
  const table = ROUTE_LINES[gem]
  const site = sites.get(route)
  const line = site && table?.releases.find(([versions]) => versions.includes(version))?.[1][site]
  return line ? `${table!.file}:${line}` : undefined
}
