/**
 * The package version, read at run time so it cannot drift from package.json.
 */
import { readFileSync } from 'node:fs'

/** `version` from package.json: two levels up from both src/cli/ and dist/cli/. */
export function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
  return (JSON.parse(text) as { version: string }).version
}
