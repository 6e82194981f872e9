// Where a small table's request goes in the race itself (bench/match.ts races ours with the peers,
// so each pass of ours starts after eight other routers ran): one or more micro or GitHub
// workloads raced as there, with more rounds, once with routecraft and once with each of its
// parts in its place (its read of the path alone; its small recognizer without the matcher
// around it) and a bare `charCodeAt` loop over the path for scale. Each runs in routecraft's
// slot, right after the harness: a contender placed after one that runs the same code finds it
// in the caches and reads 20-30 ns faster. Medians in ns, the harness's time included. `--each`
// races every request of the workload on its own instead (ours and every peer, net of the
// harness). Not the benchmark's figures (bench/README.md, "Comparing two builds").
//   node --import tsx bench/_small-race.ts micro-param,github-param1 200
//   node --import tsx bench/_small-race.ts github-miss 200 --each
import { readFileSync } from 'node:fs'
import { createMatcher } from '../dist/match/index.js'
import { readPath } from '../dist/match/small/recognize.js'
import { medleyRails } from './_medley-rails.js'
import { buildPeers } from './_peers.js'
import { smallRecognizerOf, tableRoutes } from './_tables.js'
import { race, workload } from './_timing.js'

type Request = { verb: string; path: string }
type Contender = { name: string; find: (verb: string, path: string) => unknown }
const names = (process.argv[2] ?? 'micro-param').split(',')
const rounds = Number(process.argv[3] ?? 200)
const each = process.argv.includes('--each')
const json = (file: string) => JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8'))
const harness: Contender = { name: 'harness', find: (_verb, path) => (path.length < 0 ? path : null) }

/** Ours and its parts, and the peers, on one table as bench/match.ts gives it. */
function contenders(table: string): { parts: Contender[]; others: Contender[] } {
  const routes = tableRoutes(table as 'micro' | 'github')
  const ours = createMatcher(routes)
  const { recognizer: rec, bits } = smallRecognizerOf(() => ours.recognize('GET', '/-/-'), routes)
  const wrapped = medleyRails(routes)
  const others = [{ name: '@medley/router + Rails', find: wrapped.find }, ...buildPeers(routes.map((route) => ({ verbs: route.verb, path: route.path }))), harness]
  const parts: Contender[] = [
    { name: 'routecraft', find: (verb, path) => ours.recognize(verb, path) },
    { name: 'ours: read only', find: (_verb, path) => (readPath(rec, path) === -3 ? path : null) },
    { name: 'ours: small recognizer', find: (verb, path) => rec.recognize(path, bits.get(verb) ?? 1 << 30) },
    {
      name: 'a charCodeAt loop',
      find: (_verb, path) => {
        let h = 0
        for (let i = 0; i < path.length; i++) h = (h + path.charCodeAt(i)) | 0
        return h === -1 ? path : null
      },
    },
  ]
  return { parts, others }
}

const tables = new Map<string, { parts: Contender[]; others: Contender[] }>()
for (const name of names) {
  const table = name.split('-')[0]!
  if (!tables.has(table)) tables.set(table, contenders(table))
  const requests = (json(`workloads-${table}.json`).workloads as Array<{ name: string; requests: Request[] }>).find((w) => w.name === name)!.requests
  const { parts, others } = tables.get(table)!
  if (each) {
    const racers = [parts[0]!, ...others]
    console.log(`${name}, each request alone (8 copies a pass), ns net of the harness:`)
    for (const request of requests.slice(0, 12)) {
      const times = race(workload(name, Array.from({ length: 8 }, () => request)), racers, rounds)
      const base = times.get('harness')!
      const cells = racers.filter((c) => c !== harness).map((c) => `${c.name} ${(times.get(c.name)! - base).toFixed(0)}`)
      console.log(`  ${request.verb} ${request.path}: ${cells.join(', ')}`)
    }
  } else {
    const cells = parts.map((part) => {
      const times = race(workload(name, requests), [part, ...others], rounds)
      let best = ''
      for (const other of others) if (other !== harness && (best === '' || times.get(other.name)! < times.get(best)!)) best = other.name
      return `${part.name} ${times.get(part.name)!.toFixed(0)} (best peer ${best} ${times.get(best)!.toFixed(0)}, harness ${times.get('harness')!.toFixed(0)})`
    })
    console.log(`${name}:\n  ${cells.join('\n  ')}`)
  }
}
