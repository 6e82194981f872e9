/**
 * Source locations as the exports write them: relative to a root directory (the CLI's working
 * directory), with `/` separators, so the same routes give the same bytes on every machine.
 */
import { isAbsolute, relative, sep } from 'node:path'
import type { Route } from '../route.js'

/** The routes with each `source.file` made relative to `root` when it is absolute; unchanged without a root. */
export function relativeSources(routes: readonly Route[], root: string | undefined): Route[] {
  if (root === undefined) return [...routes]
  return routes.map((route) => {
    const file = route.source.file
    if (!isAbsolute(file)) return route
    return { ...route, source: { ...route.source, file: relative(root, file).split(sep).join('/') } }
  })
}
