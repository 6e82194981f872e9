/**
 * The package version, read at run time so it cannot drift from package.json.
 */
import { readPackageFile } from '../schema-files.js'

/** `version` from the package's package.json. */
export function packageVersion(): string {
  const text = readPackageFile('package.json')
  return (JSON.parse(text) as { version: string }).version
}
