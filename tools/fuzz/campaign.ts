/**
 * One fuzzing input, from its seed: which class it belongs to, the routes text it is, and the run
 * of every stage over it (see `check.ts`). Shared by the short spec slices (`specs/fuzz/`) and the
 * long campaign (`tools/fuzz.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Matcher } from '../../src/match/index.js'
import { printRoutes } from '../../src/print/index.js'
import type { Route } from '../../src/route.js'
import { printRoutesYaml } from '../../src/yaml/print.js'
import { checkMatcher, checkRoutesInput, FuzzFailure, fuzzRequests } from './check.js'
import type { InputKind } from './check.js'
import { checkLinearWork, craftedRoutes } from './crafted.js'
import { RoutesGenerator } from './generate-routes.js'
import { mutate } from './mutate.js'
import { inputSeed, Rng } from './random.js'

/** The input classes, in the order a campaign cycles through them. */
export const INPUT_CLASSES = ['generated-rb', 'generated-yaml', 'mutated-generated-rb', 'mutated-generated-yaml', 'mutated-spec-rb', 'mutated-spec-yaml', 'crafted-regexp-rb'] as const
export type InputClass = (typeof INPUT_CLASSES)[number]

/** Every spec input (`specs/**\/*.rb`, `specs/**\/*.yaml`), by kind, sorted so seeds replay. */
export interface Corpus {
  rb: Array<[string, string]>
  yaml: Array<[string, string]>
}

/** Reads the spec corpus under `root` (the repository). */
export function loadCorpus(root: string): Corpus {
  const corpus: Corpus = { rb: [], yaml: [] }
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.rb')) corpus.rb.push([relative(root, path), readFileSync(path, 'utf8')])
      else if (/\.ya?ml$/.test(entry.name)) corpus.yaml.push([relative(root, path), readFileSync(path, 'utf8')])
    }
  }
  walk(join(root, 'specs'))
  return corpus
}

/** One input of a campaign: its class, seed, kind, text and how it was made. */
export interface FuzzInput {
  index: number
  seed: number
  klass: InputClass
  kind: InputKind
  text: string
  origin: string
}

/** The input `index` of the campaign `campaignSeed`; the same arguments always give the same input. */
export function makeInput(campaignSeed: number, index: number, corpus: Corpus): FuzzInput {
  const seed = inputSeed(campaignSeed, index)
  return inputFromSeed(seed, INPUT_CLASSES[index % INPUT_CLASSES.length]!, corpus, index)
}

/** The input of one class made from one seed (what `--replay` rebuilds). */
export function inputFromSeed(seed: number, klass: InputClass, corpus: Corpus, index = 0): FuzzInput {
  const rng = new Rng(seed)
  const kind: InputKind = klass.endsWith('yaml') ? 'yaml' : 'rb'
  let origin = 'generated'
  let text: string
  if (klass === 'crafted-regexp-rb') {
    origin = 'crafted'
    text = craftedRoutes(rng)
  } else if (klass.startsWith('mutated-spec')) {
    const [path, source] = rng.pick(corpus[kind])
    origin = path
    text = source
  } else {
    const ast = new RoutesGenerator(rng).file()
    text = kind === 'yaml' ? printRoutesYaml(ast) : printRoutes(ast)
  }
  if (klass.startsWith('mutated')) {
    const mutated = mutate(text, rng)
    text = mutated.text
    origin += ` + ${mutated.applied.join(', ')}`
  }
  return { index, seed, klass, kind, text, origin }
}

/** What running one input did: routes drawn, requests tried. */
export interface InputReport {
  routes: number
  errors: number
  requests: number
}

/** Runs every stage over one input; throws `FuzzFailure` (with the input's seed in its message). */
export function runInput(input: FuzzInput, requestsPerInput: number): InputReport {
  try {
    const outcome = checkRoutesInput(input.text, input.kind)
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length
    if (outcome.routes.length === 0) return { routes: 0, errors, requests: 0 }
    const matcher = checkMatcher(outcome.routes, input.text)
    fuzzRequests(matcher, outcome.routes, new Rng(input.seed ^ 0x5bd1e995), requestsPerInput, input.text, 0.01)
    let crafted = 0
    if (input.klass === 'crafted-regexp-rb') {
      try {
        crafted = checkLinearWork(matcher, input.text, new Rng(input.seed ^ 0x2545f491))
      } catch (error) {
        throw new FuzzFailure('linear work', error instanceof Error ? error.message : String(error), input.text)
      }
    }
    return { routes: outcome.routes.length, errors, requests: requestsPerInput + crafted }
  } catch (error) {
    if (error instanceof FuzzFailure) error.message = `[${input.klass} seed ${input.seed} from ${input.origin}] ${error.message}`
    throw error
  }
}

/** A route set the path stage bombards with hostile requests. */
export interface PathTarget {
  name: string
  routes: Route[]
  matcher: Matcher
}

// Param and segment names that are also names on Object.prototype.
const PROTOTYPE_ROUTES = `
resources :__proto__, param: :constructor do
  get "prototype/:__proto__/:hasOwnProperty(.:toString)", to: "constructor#prototype", on: :member
end
get "*prototype/x/:valueOf", to: "a#b", format: false
match ":controller(/:action(/:id))", via: :get
`

/** The route sets of the path stage: the 1,744-route benchmark app, the blog example, prototype names. */
export function pathTargets(root: string): PathTarget[] {
  const sources: Array<[string, string]> = [
    ['rails-routes.rb', readFileSync(join(root, 'specs/fixtures/rails-routes.rb'), 'utf8')],
    ['blog', readFileSync(join(root, 'examples/blog/config/routes.rb'), 'utf8')],
    ['prototype-names', PROTOTYPE_ROUTES],
  ]
  return sources.map(([name, text]) => {
    const { routes } = checkRoutesInput(text, 'rb')
    return { name, routes, matcher: checkMatcher(routes, text) }
  })
}

/** Sends `count` hostile requests, seeded by `seed`, to one target; throws `FuzzFailure`. */
export function runPaths(target: PathTarget, seed: number, count: number): void {
  try {
    fuzzRequests(target.matcher, target.routes, new Rng(seed), count, `# path stage: ${target.name}`, 0.0005)
  } catch (error) {
    if (error instanceof FuzzFailure) error.message = `[paths ${target.name} seed ${seed}] ${error.message}`
    throw error
  }
}
