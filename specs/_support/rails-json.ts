import type { Route } from '../../src/route.js'

/**
 * The fields of a route that Rails' JSON (tools/rails-oracle.rb, json mode) and ours share, for
 * comparing route lists; Rails' `name: false` (for `as: false`) is no name.
 */
export function comparableRoute(route: Route | Record<string, unknown>) {
  const r = route as Record<string, unknown>
  return {
    name: r.name === false ? null : r.name,
    verb: r.verb,
    path: r.path,
    controller: r.controller,
    action: r.action,
    endpoint: r.endpoint ?? null,
    requirements: r.requirements,
    defaults: r.defaults,
    stringKeys: r.stringKeys,
    anchored: r.anchored,
    internal: r.internal ?? false,
    constraintObjects: (r.constraintObjects as string[] | undefined)?.map(procless),
  }
}

/**
 * Rails inspects a lambda or proc constraint with its memory address (`#<Proc:0x… routes.rb:3
 * (lambda)>`); routecraft keeps its source (`->(req) { … }`). Both read as "a proc" here.
 */
function procless(source: string): string {
  return /^#<Proc:0x[0-9a-f]+ /.test(source) || /^(?:->|lambda\b|proc\b|Proc\.new\b)/.test(source) ? 'a proc' : source
}
