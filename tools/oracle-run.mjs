// Runs tools/rails-oracle.rb on a case directory's routes.rb, as every golden generator does:
// from inside the directory (so drawn files and draw-path messages read `routes`), with
// API_ONLY only when asked and no inherited DRAW_PATHS; and what the generators share around it:
// choosing the cases asked for, and regenerating them a few at a time.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const oracle = join(new URL('..', import.meta.url).pathname, 'tools', 'rails-oracle.rb')

/** The oracle's environment for one case. */
export function oracleEnv(apiOnly) {
  const env = { ...process.env }
  delete env.API_ONLY
  delete env.DRAW_PATHS
  if (apiOnly) env.API_ONLY = '1'
  return env
}

/** `ruby tools/rails-oracle.rb routes.rb ...argv` in `dir` → `{ code, stdout, stderr }`. */
export function runOracle(dir, argv, apiOnly = false) {
  return new Promise((resolve) => {
    const child = spawn('ruby', [oracle, 'routes.rb', ...argv], { cwd: dir, env: oracleEnv(apiOnly) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

export { oracle }

/** The cases a generator was asked for (all when `names` is empty); exits on an unknown name. */
export function selectCases(all, names) {
  const wanted = new Set(names)
  const unknown = [...wanted].filter((name) => !all.some((c) => c.name === name))
  if (unknown.length) {
    console.error(`unknown case(s): ${unknown.join(', ')}`)
    process.exit(1)
  }
  return wanted.size ? all.filter((c) => wanted.has(c.name)) : all
}

/** `regenerate` over every case, `workers` at a time; the results in case order. */
export async function regenerateAll(cases, workers, regenerate) {
  const results = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const i = next++
      results[i] = await regenerate(cases[i])
    }
  }
  await Promise.all(Array.from({ length: workers }, worker))
  return results
}
