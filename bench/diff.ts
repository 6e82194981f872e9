// `diffRoutes` on two versions of the 1,744-route application (specs/fixtures/rails-routes.rb and
// the same file after five edits: a nested resource added, a route renamed, a glob moved above
// another, a requirement tightened, actions dropped with only:). Prints the medians and ranges
// of the diff alone and of what `routecraft diff OLD NEW` does in-process (parse + expand both,
// then diff). Target: well under a second.
import { readFileSync } from 'node:fs'
import { diffRoutes, expand, parseRoutes } from '../dist/index.js'
import { median } from './_timing.js'

const FIXTURE = new URL('../specs/fixtures/rails-routes.rb', import.meta.url)
const WARMUP = 3
const RUNS = 15

/** The fixture after the five edits; each replacement must find its text. */
function edited(source: string): string {
  const edits: Array<[string, string]> = [
    ['  resources :photo_comments, path: "comments", only: [:index, :create]\n', '  resources :photo_comments, path: "comments", only: [:index, :create]\n  resources :albums\n'],
    ['as: :legacy_photo', 'as: :old_photo'],
    ['get "docs/*section/edit", to: "docs#edit", as: :edit_doc\nget "docs/*section", to: "docs#show", as: :doc\n', 'get "docs/*section", to: "docs#show", as: :doc\nget "docs/*section/edit", to: "docs#edit", as: :edit_doc\n'],
    ['get "/go/:code", to: "short_links#show", as: :short_link', 'get "/go/:code", to: "short_links#show", as: :short_link, constraints: { code: /[a-z0-9]{6}/ }'],
    ['resources :photos do\n', 'resources :photos, only: [:index, :show, :create] do\n'],
  ]
  return edits.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`bench/diff.ts: the fixture no longer has ${JSON.stringify(from)}`)
    return text.replace(from, to)
  }, source)
}

function times(fn: () => void): number[] {
  for (let i = 0; i < WARMUP; i++) fn()
  const out: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    fn()
    out.push(performance.now() - start)
  }
  return out
}

const draw = (source: string) => expand(parseRoutes(source, { file: 'routes.rb' }).ast).routes
const line = (label: string, t: number[]) => `${label}: median ${median(t).toFixed(1)} ms [${Math.min(...t).toFixed(1)}–${Math.max(...t).toFixed(1)}]`

export default function bench(): void {
  const oldSource = readFileSync(FIXTURE, 'utf8')
  const newSource = edited(oldSource)
  const before = draw(oldSource)
  const after = draw(newSource)
  const diff = diffRoutes(before, after)
  console.log(`${before.length} → ${after.length} routes: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.helpers.length} helpers, ${diff.precedence.length} precedence (${RUNS} runs after ${WARMUP} warm-up)`)
  console.log(line('diffRoutes', times(() => diffRoutes(before, after))))
  console.log(line('diffRoutes, no precedence search', times(() => diffRoutes(before, after, { precedence: false }))))
  console.log(`${line('parse + expand both + diffRoutes', times(() => diffRoutes(draw(oldSource), draw(newSource))))}  (target: well under a second)`)
}
