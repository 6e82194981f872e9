/**
 * The package version, read at run time so it cannot drift from package.json.
 */
import { readFileSync } from 'node:fs'
import { packageFilePath } from '../schema-files.js'

/** `version` from the package's package.json. */
export function packageVersion(): string {
  const text = readFileSync(packageFilePath('package.json'), 'utf8')
  return (JSON.parse(text) as { version: string }).version
}
