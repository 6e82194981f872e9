/**
 * The application's root, which every file name routecraft prints or writes is relative to, so
 * that the same routes give the same bytes from any working directory and on every machine.
 */
import { basename, dirname, relative, resolve, sep } from 'node:path'

/**
 * The directory holding the nearest `config/` above a routes file (`app/config/routes.rb` and
 * `app/config/routes/admin.rb` both give `app`), or the file's own directory when there is none.
 */
export function appRoot(file: string): string {
  const start = dirname(resolve(file))
  for (let dir = start; ; dir = dirname(dir)) {
    if (basename(dir) === 'config') return dirname(dir)
    if (dirname(dir) === dir) return start
  }
}

/** A file's name relative to `root`, with `/` between parts on every system. */
export function nameUnder(root: string, file: string): string {
  return relative(root, resolve(file)).split(sep).join('/') || '.'
}

/** A file's name relative to its application's root: `config/routes.rb`. */
export function appName(file: string): string {
  return nameUnder(appRoot(file), file)
}
