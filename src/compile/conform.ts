/**
 * The conformance protocol: a runner program is given a compiled table's path, reads one JSON
 * question a line on stdin (`{"recognize": {...}}` or `{"generate": {...}}`) and writes one JSON
 * answer a line. `conform` feeds it vectors and compares its answers with theirs.
 */
import { isDeepStrictEqual } from 'node:util'
import type { CompiledTable } from './table.js'
import type { Vector } from './vectors.js'

/** How far a runner agreed with the vectors, and the first disagreements. */
export interface ConformReport {
  recognitions: { agreed: number; total: number }
  generations: { agreed: number; total: number }
  /** Answers `{"refused": ...}` to questions whose answer depends on a route the table marks unsupported (or lookahead, for an engine without). */
  refused: number
  /** The first disagreements (at most `limit`), in vector order. */
  disagreements: Array<{ vector: Vector; answer: unknown }>
  /** Set when the runner could not be run to the end (exit status, missing answers, stderr's tail). */
  failure?: string
}

/** The question a vector asks a runner: the vector without its expected answer. */
export function question(vector: Vector): object {
  return 'recognize' in vector ? { recognize: vector.recognize } : { generate: vector.generate }
}

/**
 * True when a runner's answer is the vector's: the same route (or none) and the same params,
 * in any key order; the same path; or an error for an error (its message is not compared).
 */
export function agrees(vector: Vector, answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false
  const got = answer as Record<string, unknown>
  if ('recognize' in vector) {
    if (vector.expect.route === null) return got.route === null
    return got.route === vector.expect.route && isDeepStrictEqual(sorted(got.params), sorted(vector.expect.params))
  }
  if ('error' in vector.expect) return typeof got.error === 'string'
  return got.path === vector.expect.path
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])]))
}

/**
 * True when a runner may refuse the question: its answer depends on a route the table marks
 * unsupported, or whose lookahead the runner's engine may lack (one at or before the expected
 * route, or the named route itself).
 */
export function refusable(vector: Vector, table: CompiledTable): boolean {
  const refused = (route: CompiledTable['routes'][number]) => route.unsupported !== undefined || route.dialect !== undefined
  if ('generate' in vector) return table.routes.some((route) => route.name === vector.generate.name && refused(route))
  const last = vector.expect.route ?? Infinity
  return table.routes.some((route) => refused(route) && route.index <= last)
}

function refusal(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && typeof (answer as { refused?: unknown }).refused === 'string'
}

/** Compares a runner's answers (one per vector, in order) with the vectors. */
export function compareAnswers(vectors: readonly Vector[], answers: readonly unknown[], table: CompiledTable, limit = 10): ConformReport {
  const report: ConformReport = { recognitions: { agreed: 0, total: 0 }, generations: { agreed: 0, total: 0 }, refused: 0, disagreements: [] }
  vectors.forEach((vector, i) => {
    const tally = 'recognize' in vector ? report.recognitions : report.generations
    tally.total++
    if (agrees(vector, answers[i])) tally.agreed++
    else if (refusal(answers[i]) && refusable(vector, table)) report.refused++
    else if (report.disagreements.length < limit) report.disagreements.push({ vector, answer: answers[i] ?? null })
  })
  return report
}

/**
 * Runs `command` (a shell command line, in `cwd`) with the table's path as its last argument, feeds it
 * the vectors' questions and compares its answers. Never throws for a failing runner: the
 * report says what went wrong.
 */
export async function runConformance(command: string, cwd: string, tablePath: string, table: CompiledTable, vectors: readonly Vector[], limit = 10): Promise<ConformReport> {
  // Imported here: node:child_process costs every start of the CLI a few milliseconds.
  const { spawn } = await import('node:child_process')
  const child = spawn(`${command} ${shellQuote(tablePath)}`, { cwd, shell: true, stdio: ['pipe', 'pipe', 'pipe'] })
  const out: Buffer[] = []
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)))
  child.stdin.on('error', () => {}) // a runner that exits early closes its stdin: reported below
  child.stdin.end(vectors.map((vector) => `${JSON.stringify(question(vector))}\n`).join(''))
  const status = await new Promise<number | null>((done) => {
    child.on('error', (error) => ((err += error.message), done(null)))
    child.on('close', (code) => done(code))
  })
  const lines = Buffer.concat(out).toString('utf8').split('\n').filter((line) => line !== '')
  const answers = lines.map((line) => {
    try {
      return JSON.parse(line) as unknown
    } catch {
      return { unreadable: line.slice(0, 200) }
    }
  })
  const report = compareAnswers(vectors, answers, table, limit)
  if (status !== 0 || answers.length !== vectors.length) {
    report.failure = `the runner exited with status ${status ?? 'unknown'} after ${answers.length} of ${vectors.length} answers${err.trim() ? `; its stderr ends:\n${err.trim()}` : ''}`
  }
  return report
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}
