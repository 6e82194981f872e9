// The command line as users run it: `routecraft specs/fixtures/rails-routes.rb` (1,744 routes)
// as a whole process, against `node -e 0` (Node's own start) and `routecraft --version` (our
// modules loaded, no routes file), interleaved so that a busy machine slows all three alike.
// Target: listing ≤ 200 ms. Rails needs ~0.6 s for the same file with no app to boot.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROUNDS = 21
const root = fileURLToPath(new URL('..', import.meta.url))
const bin = 'dist/cli/routecraft.cjs'

const commands: Array<[label: string, args: string[]]> = [
  ['node -e 0', ['-e', '0']],
  ['routecraft --version', [bin, '--version']],
  ['routecraft rails-routes.rb', [bin, 'specs/fixtures/rails-routes.rb']],
]

function run(args: string[]): number {
  const start = performance.now()
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`)
  return performance.now() - start
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1]!
}

/** Prints the median wall time of each command over interleaved rounds. */
export default function bench(): void {
  const times = commands.map(() => [] as number[])
  for (let round = 0; round < ROUNDS + 2; round++) {
    commands.forEach(([, args], i) => {
      const ms = run(args)
      // The first two rounds warm the file cache.
      if (round >= 2) times[i]!.push(ms)
    })
  }
  const node = median(times[0]!)
  console.log(`median of ${ROUNDS} interleaved runs each`)
  commands.forEach(([label], i) => {
    const ms = median(times[i]!)
    const extra = i === 0 ? '' : `  (node's start + ${(ms - node).toFixed(1)} ms)`
    console.log(`${label.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms${extra}`)
  })
  // Not `node --predictable`: other V8 flags make V8 refuse the bin's code cache (and the run rewrite it).
  console.log('target: listing ≤ 200 ms; for figures a busy machine cannot move, count instructions:')
  console.log(`  valgrind --tool=callgrind --callgrind-out-file=/dev/null node ${bin} specs/fixtures/rails-routes.rb`)
}
