/**
 * Startup speed of the real process. chevrotain's package entry is an ESM tree that imports
 * lodash-es file by file (about 700 modules, some 250 ms of module loading on a cold start),
 * while the same package ships the same code as one bundle (`lib/chevrotain.mjs`, about 12 ms).
 * Its `exports` map hides the bundle from `import`, so the executable redirects `chevrotain` to
 * it with a resolve hook. Only `main.ts` does this: in-process callers (the specs) may already
 * hold the unbundled copy, and two copies must never meet in one parser.
 */
import { existsSync } from 'node:fs'
import * as nodeModule from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

type NextResolve = (specifier: string, context?: unknown) => unknown

/**
 * The parts of `node:module` used here. `registerHooks` (Node ≥ 22.15: in-thread, synchronous)
 * and `enableCompileCache` (Node ≥ 22.1) are newer than the Node 20 types, hence optional.
 */
export interface ModuleApi {
  register?: (specifier: string, options: { data: unknown }) => unknown
  registerHooks?: (hooks: { resolve: (specifier: string, context: unknown, next: NextResolve) => unknown }) => unknown
  enableCompileCache?: () => unknown
}

/** The off-thread hook for `register` (Node 20), as a data: URL so that it needs no file in src/ or dist/. */
const HOOKS = `let bundle
export function initialize(data) { bundle = data }
export async function resolve(specifier, context, next) {
  return specifier === 'chevrotain' ? { url: bundle, shortCircuit: true } : next(specifier, context)
}`

/** The bundle's path next to chevrotain's entry, or undefined when this install has none. */
export function chevrotainBundle(): string | undefined {
  try {
    // `lib/src/api.js` → `lib/chevrotain.mjs`.
    const entry = nodeModule.createRequire(import.meta.url).resolve('chevrotain')
    const bundle = join(dirname(entry), '..', 'chevrotain.mjs')
    return existsSync(bundle) ? bundle : undefined
  } catch {
    return undefined
  }
}

/**
 * Makes later `import 'chevrotain'` load the bundle. Call once, before anything imports the
 * parser; returns whether a hook is in place. On any failure the normal entry is used: correct,
 * only slower. The in-thread `registerHooks` is preferred: `register` starts a hooks thread (~30 ms).
 */
export function preferBundledChevrotain(api: ModuleApi = nodeModule as ModuleApi, bundle = chevrotainBundle()): boolean {
  if (bundle === undefined) return false
  const url = pathToFileURL(bundle).href
  try {
    if (api.registerHooks) {
      api.registerHooks({ resolve: (specifier, context, next) => (specifier === 'chevrotain' ? { url, shortCircuit: true } : next(specifier, context)) })
      return true
    }
    if (api.register) {
      api.register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: url })
      return true
    }
  } catch {
    // Hooks refused (a policy, an embedder): fall through to the normal entry.
  }
  return false
}

/**
 * Node's on-disk compile cache (Node ≥ 22.1; what `tsc` itself enables), so a second run skips
 * compiling the parser and expander. A no-op on older Node.
 */
export function enableCompileCache(api: ModuleApi = nodeModule as ModuleApi): boolean {
  try {
    api.enableCompileCache?.()
    return api.enableCompileCache !== undefined
  } catch {
    return false
  }
}
