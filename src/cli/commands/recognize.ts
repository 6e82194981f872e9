/**
 * `routecraft recognize FILE VERB PATH`: the route that serves a request, its params, and what the
 * answer rests on. A route guarded by request conditions (`constraints subdomain: "api"`) is only
 * checked against them when the request is described (a full URL, `--header`, `--fact`), and a
 * constraint object's Ruby is the application's: what was assumed rather than checked is printed
 * with the answer, and a redirect route's Location is resolved as Rails would send it.
 */
import { rubyHashInspect } from '../../format/ruby-inspect.js'
import type { ParamValue } from '../../match/params.js'
import { type Route, routeTarget } from '../../route.js'
import type { ParsedArgs } from '../args.js'
import { REQUEST_OPTIONS, describedRequest, type DescribedRequest } from '../request-options.js'
import type { CliDeps } from '../deps.js'
import { type CliIo, ExitCode, UsageError, writeLine } from '../io.js'
import { LOOKUP_OPTIONS, loadRoutesFor } from './lookup.js'

/** The options of `recognize`: those of `generate`, and the request's headers and facts. */
export const RECOGNIZE_OPTIONS = { ...LOOKUP_OPTIONS, ...REQUEST_OPTIONS } as const

/** What an answer took for granted: conditions not checked, constraint objects taken to hold. */
interface Assumptions {
  conditions?: Record<string, unknown>
  constraintObjects?: string[]
}

/** Prints the route and params (or `--json`), then what was assumed and a redirect's Location. */
export async function recognizeCommand(args: ParsedArgs, io: CliIo, deps: CliDeps): Promise<ExitCode> {
  const [file, verb, path, ...extra] = args.positionals
  if (file === undefined || verb === undefined || path === undefined || extra.length > 0) {
    throw new UsageError('usage: routecraft recognize FILE VERB PATH')
  }
  const request = await describedRequest(path, args.values)
  const routes = await loadRoutesFor(args, file, io, deps)
  if (!routes) return ExitCode.invalid
  const { createMatcher } = await import('../../match/index.js')
  // Constraint objects need the application's code: from the command line they are taken to hold.
  const constraints = Object.fromEntries(routes.flatMap((route) => route.constraintObjects ?? []).map((source) => [source, () => true]))
  const method = verb.toUpperCase()
  const found = createMatcher(routes, { constraints }).recognize(method, request.path, request.facts)
  if (!found) {
    if (args.values.json) writeLine(io.stdout, 'null')
    else writeLine(io.stderr, `No route matches [${method}] ${JSON.stringify(path)}`)
    return ExitCode.invalid
  }
  const { route, params } = found
  const assumed = assumptions(route, request)
  const redirect = await redirectOf(route, { ...params }, request)
  if (args.values.json) {
    writeLine(io.stdout, JSON.stringify({ route, params: { ...params }, ...(assumed ? { assumed } : {}), ...(redirect ? { redirect } : {}) }, null, 2))
    return ExitCode.ok
  }
  writeLine(io.stdout, `${route.name || '(unnamed)'} ${route.verb.join('|') || 'ANY'} ${route.path} ${routeTarget(route)}`)
  for (const [key, value] of Object.entries(params)) writeLine(io.stdout, `  ${key}: ${JSON.stringify(value)}`)
  if (redirect) writeLine(io.stdout, `redirect ${redirect.status} to ${redirect.location ?? `? (${redirect.error})`}${request.hostAssumed ? ` (host ${request.url.host} assumed: give a full URL or --header 'Host: ...')` : ''}`)
  for (const line of assumedLines(assumed)) writeLine(io.stdout, line)
  return ExitCode.ok
}

/** The route's conditions when the request was not described, and its constraint objects. */
function assumptions(route: Route, request: DescribedRequest): Assumptions | undefined {
  const assumed: Assumptions = {}
  if (request.facts === undefined && route.conditions && Object.keys(route.conditions).length > 0) assumed.conditions = route.conditions
  if (route.constraintObjects?.length) assumed.constraintObjects = route.constraintObjects
  return Object.keys(assumed).length > 0 ? assumed : undefined
}

function assumedLines(assumed: Assumptions | undefined): string[] {
  const lines: string[] = []
  if (assumed?.conditions) {
    const conditions = rubyHashInspect(Object.entries(assumed.conditions) as Parameters<typeof rubyHashInspect>[0])
    lines.push(`assumed: the request meets ${conditions} (not checked: give a full URL, --header or --fact)`)
  }
  for (const source of assumed?.constraintObjects ?? []) lines.push(`assumed: ${source} allows the request (a constraint object: the application's code decides)`)
  return lines
}

/** A redirect route's status and Location for this request, or the error Rails would raise. */
async function redirectOf(route: Route, params: Record<string, ParamValue>, request: DescribedRequest): Promise<{ status: number; location?: string; error?: string } | undefined> {
  if (!route.redirect) return undefined
  const { redirectLocation, routeRedirect } = await import('../../serve/redirect.js')
  const redirect = routeRedirect(route)
  if (!redirect) return { status: route.redirect.status, error: 'a redirect block: its Ruby decides the Location' }
  try {
    return { status: redirect.status, location: redirectLocation(redirect, params, request.url) }
  } catch (error) {
    return { status: redirect.status, error: error instanceof Error ? error.message : String(error) }
  }
}
