// The language server on the 1,744-route file (specs/fixtures/rails-routes.rb): the time from a
// keystroke (didChange) to its diagnostics, over 100 edits a few characters long, each made
// after the previous one was answered. Two figures: the first diagnostics (the load's and the
// lints'), and the whole check (with the shadowing analysis). Includes the server's 50 ms
// debounce. Target: the first within 200 ms.
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { RoutesLanguageClient } from '../specs/lsp/_client.js'

const EDITS = 100
const file = fileURLToPath(new URL('../specs/fixtures/rails-routes.rb', import.meta.url))

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
}

export default async function bench(): Promise<void> {
  const client = await RoutesLanguageClient.start('dist/cli/routecraft.js')
  const text = readFileSync(file, 'utf8')
  await client.open(file, text)
  const uri = pathToFileURL(file).href
  const lines = text.split('\n')
  // A comment at the end of a statement's line, typed and removed: the file draws the same
  // routes, and every check parses and expands all 1,744 again.
  const editable = lines.map((line, i) => [line, i] as const).filter(([line]) => /^\s+(get|resources|resource) /.test(line)).map(([, i]) => i)
  const first: number[] = []
  const whole: number[] = []
  for (let edit = 0; edit < EDITS; edit++) {
    const copy = [...lines]
    const at = editable[edit % editable.length]!
    copy[at] = `${copy[at]} # ${edit}`
    const quickBefore = client.quick.get(uri) ?? 0
    const start = performance.now()
    const done = client.change(file, copy.join('\n'))
    while ((client.quick.get(uri) ?? 0) === quickBefore) await new Promise((next) => setTimeout(next, 1))
    first.push(performance.now() - start)
    await done
    whole.push(performance.now() - start)
  }
  await client.stop()
  const show = (label: string, values: number[]) => console.log(`${label.padEnd(34)} median ${percentile(values, 0.5).toFixed(0).padStart(5)} ms   p95 ${percentile(values, 0.95).toFixed(0).padStart(5)} ms`)
  console.log(`keystroke to diagnostics, rails-routes.rb (1,744 routes), ${EDITS} edits`)
  show('first diagnostics (load, lints)', first)
  show('whole check (with shadowing)', whole)
  console.log('target: first diagnostics within 200 ms (50 ms of it the debounce)')
}
