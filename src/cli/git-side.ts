/**
 * `git:REV:PATH`, one side of `routecraft diff`: the routes file as it was at a revision, with
 * the files it draws from that same revision. The file and its draw directories are copied out
 * of git into a temporary directory laid out as the repository, and read there by the same
 * loader as any routes file, so that `draw` finds exactly what it would have found then.
 */
import type * as ChildProcess from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, posix, relative, sep } from 'node:path'
import { createRequire } from 'node:module'
import { FileError, UsageError } from './io.js'

// Loaded when git runs: node:child_process and what it loads cost every start of the CLI a few milliseconds.
let childProcess: typeof ChildProcess | undefined
const loadChildProcess = (): typeof ChildProcess => (childProcess ??= createRequire(import.meta.url)('node:child_process') as typeof ChildProcess)

/** A revision and a path inside the repository, from `git:REV:PATH`. */
export interface GitSpec {
  rev: string
  path: string
}

/** `git:REV:PATH` split; PATH is from the repository's root, or from the working directory when it starts with `./` or `../` (as `git show` reads it). */
export function parseGitSpec(spec: string): GitSpec {
  const rest = spec.slice('git:'.length)
  const colon = rest.indexOf(':')
  const rev = rest.slice(0, colon)
  const path = rest.slice(colon + 1)
  if (colon <= 0 || path === '') throw new UsageError(`expected git:REV:PATH, like git:main:config/routes.rb (got '${spec}')`)
  if (rev.startsWith('-')) throw new UsageError(`invalid revision '${rev}' in '${spec}'`)
  return { rev, path }
}

/** Runs git in `cwd`; a failure is a FileError naming the side and git's own first line. */
function git(args: readonly string[], cwd: string, spec: string): Buffer {
  try {
    return loadChildProcess().execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 << 20 })
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0]
    throw new FileError(`cannot read ${spec}: ${stderr || (error instanceof Error ? error.message : String(error))}`)
  }
}

/** Where the repository is, seen from `cwd`: its root and the working directory's place in it. */
export function repositoryOf(cwd: string, spec: string): { root: string; prefix: string } {
  const root = git(['rev-parse', '--show-toplevel'], cwd, spec).toString().trim()
  const prefix = git(['rev-parse', '--show-prefix'], cwd, spec).toString().trim()
  return { root, prefix }
}

/** The path of `spec` from the repository's root. */
export function repositoryPath(spec: GitSpec, prefix: string): string {
  return /^\.\.?\//.test(spec.path) ? posix.normalize(posix.join(prefix, spec.path)) : posix.normalize(spec.path)
}

/** The text of one file at the revision. */
export function gitFileText(spec: GitSpec, path: string, root: string, shown: string): string {
  return git(['show', `${spec.rev}:${path}`], root, shown).toString('utf8')
}

/** Regular files under the directories at the revision (symlinks and submodules left out). */
function filesUnder(spec: GitSpec, dirs: readonly string[], root: string, shown: string): string[] {
  if (dirs.length === 0) return []
  const listing = git(['ls-tree', '-r', '-z', spec.rev, '--', ...dirs], root, shown).toString('utf8')
  return listing
    .split('\0')
    .filter((entry) => /^100(?:644|755) blob /.test(entry))
    .map((entry) => entry.slice(entry.indexOf('\t') + 1))
}

/**
 * Copies the routes file and every file of the draw directories (absolute paths under
 * `checkoutRoot`, a repository-shaped tree) at the revision into `checkoutRoot`.
 */
export function checkOut(spec: GitSpec, file: string, drawDirs: readonly string[], root: string, checkoutRoot: string, shown: string): void {
  const dirs = drawDirs
    .map((dir) => relative(checkoutRoot, dir).split(sep).join('/'))
    .filter((dir) => dir !== '' && !dir.startsWith('..') && !isAbsolute(dir))
  for (const path of [file, ...filesUnder(spec, dirs, root, shown)]) {
    const target = join(checkoutRoot, ...path.split('/'))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, gitFileText(spec, path, root, shown))
  }
}

/** A temporary directory for a checkout, removed when `use` is done with it. */
export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-diff-'))
  try {
    return await use(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
