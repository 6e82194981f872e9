/**
 * The fuzzers' oracle: runs one input through every stage (parse, expand with drawn files,
 * compile, recognize, generate, the request listener) and throws a `FuzzFailure` when an
 * invariant breaks. Diagnostics are a fine answer; exceptions, internal errors and prototype
 * pollution are not.
 */
import type { Diagnostic } from '../../src/diagnostic.js'
import { expand } from '../../src/expand/index.js'
import type { DrawLoader } from '../../src/expand/options.js'
import { createMatcher, UrlGenerationError } from '../../src/match/index.js'
import { createRequestListener, RedirectError } from '../../src/serve/index.js'
import type { Matcher } from '../../src/match/index.js'
import type { Route } from '../../src/route.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { parseRoutesYaml } from '../../src/yaml/parse.js'
import { hostilePath, hostileVerb } from './paths.js'
import type { Rng } from './random.js'

/** An invariant broken by an input: the stage, what happened, and the input to replay it. */
export class FuzzFailure extends Error {
  constructor(
    readonly stage: string,
    detail: string,
    readonly input: string,
  ) {
    super(`${stage}: ${detail}`)
    this.name = 'FuzzFailure'
  }
}

/** The format of a routes input. */
export type InputKind = 'rb' | 'yaml'

/** What one routes input came to. */
export interface Outcome {
  routes: Route[]
  diagnostics: Diagnostic[]
}

const INTERNAL = new Set(['RC1000', 'RC3000'])

// Files `draw` finds in fuzzed inputs: a plain one, a YAML one, and one drawing itself.
const DRAWN: Record<string, [string, InputKind]> = {
  admin: ['resources :users, only: [:index, :show]\n', 'rb'],
  api: ['routes:\n  - get: status\n    to: api#status\n', 'yaml'],
  cycle: ['draw :cycle\n', 'rb'],
}

const drawLoader: DrawLoader = (name) => {
  const found = Object.hasOwn(DRAWN, name) ? DRAWN[name] : undefined
  if (!found) return null
  const file = `${name}.${found[1]}`
  return { ...parseText(found[0], found[1], file), file }
}

function parseText(text: string, kind: InputKind, file: string): { ast: ReturnType<typeof parseRoutes>['ast']; diagnostics: Diagnostic[] } {
  return kind === 'yaml' ? parseRoutesYaml(text, { file }) : parseRoutes(text, { file })
}

/** Parses and expands one input; throws `FuzzFailure` on an exception or a malformed diagnostic. */
export function checkRoutesInput(text: string, kind: InputKind): Outcome {
  const file = kind === 'yaml' ? 'routes.yaml' : 'routes.rb'
  const parsed = guard('parse', text, () => parseText(text, kind, file))
  checkDiagnostics('parse', parsed.diagnostics, text)
  if (parsed.diagnostics.some((d) => d.severity === 'error')) return { routes: [], diagnostics: parsed.diagnostics }
  const expanded = guard('expand', text, () => expand(parsed.ast, { file, loadDrawFile: drawLoader, drawPaths: ['config/routes'] }))
  checkDiagnostics('expand', expanded.diagnostics, text)
  return { routes: expanded.routes, diagnostics: [...parsed.diagnostics, ...expanded.diagnostics] }
}

function checkDiagnostics(stage: string, diagnostics: Diagnostic[], input: string): void {
  for (const d of diagnostics) {
    if (INTERNAL.has(d.code)) throw new FuzzFailure(stage, `internal error ${d.code}: ${d.message}`, input)
    const p = d.position
    if (typeof d.message !== 'string' || d.message === '' || !(p?.start.line >= 1) || !(p.start.column >= 1) || p.end.offset < p.start.offset) {
      throw new FuzzFailure(stage, `malformed diagnostic ${JSON.stringify(d).slice(0, 300)}`, input)
    }
  }
}

/** Compiles routes into a matcher; an expander-accepted route list must compile. */
export function checkMatcher(routes: Route[], input: string): Matcher {
  return guard('createMatcher', input, () => createMatcher(routes))
}

/** Recognises one request; it must answer null or a well-formed recognition, and pollute nothing. */
export function checkRecognize(matcher: Matcher, verb: string, path: string, input: string): void {
  const found = guard('recognize', `${input}\n# request: ${verb} ${JSON.stringify(path.slice(0, 2000))}`, () => matcher.recognize(verb, path))
  if (found !== null && (typeof found.params !== 'object' || !found.route)) throw new FuzzFailure('recognize', 'malformed recognition', input)
  checkPrototypes(`${input}\n# request: ${verb} ${JSON.stringify(path.slice(0, 2000))}`)
}

/** Generates a named route's path from hostile arguments: only `UrlGenerationError` may be thrown. */
export function checkGenerate(matcher: Matcher, route: Route, rng: Rng, input: string): void {
  if (!route.name) return
  const values = ['1', '', '/', '..', '__proto__', '%', '\0', 'é', 'a b']
  const named: Record<string, string> = JSON.parse(`{"__proto__": "x", "constructor": "y", "${rng.pick(['id', 'format', 'slug'])}": "${rng.int(9)}"}`)
  try {
    if (rng.chance(0.5)) matcher.generate(route.name, ...rng.many(3, () => rng.pick(values)))
    else matcher.generate(route.name, rng.pick(values), named)
  } catch (error) {
    if (!(error instanceof UrlGenerationError)) throw new FuzzFailure('generate', describe(error), `${input}\n# generate ${route.name}`)
  }
  checkPrototypes(`${input}\n# generate ${route.name}`)
}

/**
 * Serves one request through the listener (no handlers): it must answer 3xx, 400, 404 or 501,
 * or 500 with a RedirectError where Rails' redirect raises too (a missing `%{param}`, no URI).
 */
export function checkListener(matcher: Matcher, verb: string, url: string, input: string): number {
  let status = 0
  const res = {
    headersSent: false,
    writeHead(code: number) {
      status = code
      this.headersSent = true
      return this
    },
    setHeader() {},
    end() {},
  }
  const listener = createRequestListener(matcher, {}, { onError: (error) => void (status = -1, lastError = error) })
  let lastError: unknown
  guard('listener', input, () => listener({ method: verb, url, headers: {} } as never, res as never))
  const railsRaises = (status === -1 || status === 500) && lastError instanceof RedirectError
  if (railsRaises) return 500
  if (status === -1 || status === 500 || !(status === 400 || status === 404 || status === 501 || (status >= 300 && status < 400))) {
    throw new FuzzFailure('listener', `answered ${status} to ${verb} ${JSON.stringify(url.slice(0, 2000))}${lastError ? `: ${describe(lastError)}` : ''}`, input)
  }
  return status
}

/** Exercises a matcher with `count` hostile requests shaped after its routes. */
export function fuzzRequests(matcher: Matcher, routes: Route[], rng: Rng, count: number, input: string, huge = 0.05): void {
  for (let i = 0; i < count; i++) {
    const verb = hostileVerb(rng)
    const path = hostilePath(rng, routes, huge)
    if (i % 8 === 7) checkListener(matcher, verb || 'GET', path, input)
    else checkRecognize(matcher, verb, path, input)
  }
  for (const route of routes.slice(0, 20)) checkGenerate(matcher, route, rng, input)
}

function checkPrototypes(input: string): void {
  const polluted = Object.getOwnPropertyNames(Object.prototype).filter((k) => !BASELINE.has(k))
  if (polluted.length > 0) {
    for (const k of polluted) delete (Object.prototype as Record<string, unknown>)[k]
    throw new FuzzFailure('prototype', `Object.prototype gained ${polluted.join(', ')}`, input)
  }
}

const BASELINE = new Set(Object.getOwnPropertyNames(Object.prototype))

function guard<T>(stage: string, input: string, run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof FuzzFailure) throw error
    throw new FuzzFailure(stage, `threw ${describe(error)}`, input)
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const frame = error.stack?.split('\n').find((line) => line.includes('/src/'))?.trim() ?? ''
  return `${error.name}: ${error.message.slice(0, 300)} ${frame}`
}
