/**
 * Reading one side of `routecraft diff`: a routes file (`.rb`, `.yaml`), a route list written by
 * `routecraft --json` (`.json`), or either as it was at a git revision (`git:REV:PATH`).
 */
import { join, resolve } from 'node:path'
import type { Diagnostic } from '../diagnostic.js'
import { readRouteList } from '../diff/route-list.js'
import type { Route } from '../route.js'
import type { ParsedArgs } from './args.js'
import type { CliDeps } from './deps.js'
import { readUserFile } from './files.js'
import { checkOut, gitFileText, parseGitSpec, repositoryOf, repositoryPath, withTempDir } from './git-side.js'
import type { CliIo } from './io.js'
import { loadOptions } from './load-options.js'
import { displayPath } from './report.js'

/** A side's routes, or the diagnostics saying why there are none, with the sources they quote. */
export interface Side {
  routes: Route[]
  diagnostics: Diagnostic[]
  sources: Map<string, string>
}

const isRouteList = (path: string) => /\.json$/i.test(path)

function routeListSide(text: string, shown: string): Side {
  const { routes, diagnostics } = readRouteList(text, shown)
  return { routes, diagnostics, sources: new Map([[shown, text]]) }
}

/** Reads one side. Throws a FileError when a file or revision cannot be read. */
export async function readSide(spec: string, values: ParsedArgs['values'], io: CliIo, deps: CliDeps): Promise<Side> {
  if (spec.startsWith('git:')) return readGitSide(spec, values, io, deps)
  const file = resolve(io.cwd, spec)
  const text = readUserFile(file, displayPath(file, io.cwd), deps)
  if (isRouteList(file)) return routeListSide(text, displayPath(file, io.cwd))
  const result = await deps.inspectRoutesFile(file, loadOptions(values, file, io.cwd, io.env))
  return { routes: result.routes, diagnostics: result.diagnostics, sources: result.sources }
}

/**
 * `git:REV:PATH`: a route list is read from git as it is; a routes file is checked out with its
 * draw directories and drawn, its diagnostics naming the files as `git:REV:path`.
 */
async function readGitSide(spec: string, values: ParsedArgs['values'], io: CliIo, deps: CliDeps): Promise<Side> {
  const git = parseGitSpec(spec)
  const { root, prefix } = repositoryOf(io.cwd, spec)
  const path = repositoryPath(git, prefix)
  if (isRouteList(path)) return routeListSide(gitFileText(git, path, root, spec), spec)
  return withTempDir(async (checkoutRoot) => {
    const cwd = join(checkoutRoot, prefix)
    const file = join(checkoutRoot, path)
    const options = loadOptions(values, file, cwd, io.env)
    checkOut(git, path, options.drawPaths ?? [], root, checkoutRoot, spec)
    const result = await deps.inspectRoutesFile(file, options)
    const named = (name: string) => `git:${git.rev}:${name}`
    return {
      routes: result.routes,
      diagnostics: result.diagnostics.map((d) => ({ ...d, file: named(d.file), ...(d.related ? { related: d.related.map((r) => ({ ...r, file: named(r.file) })) } : {}) })),
      sources: new Map([...result.sources].map(([name, text]) => [named(name), text])),
    }
  })
}
