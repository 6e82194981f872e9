/**
 * The page's script and its Content-Security-Policy. The script is the browser bundle of
 * client.ts that `npm run build` writes (tools/bundle-explorer.mjs); the policy allows that
 * script and the style sheet by their hashes and nothing else, so the page fetches nothing.
 */
import { createHash } from 'node:crypto'
import { readPackageFile } from '../schema-files.js'
import { EXPLORER_CSS } from './style.js'

/** Where the build writes the bundle, relative to the package. */
export const SCRIPT_FILE = 'dist/explore/page-script.js'

/** The bundled page script; throws with the way out when the package was not built. */
export function explorerScript(): string {
  try {
    return readPackageFile(SCRIPT_FILE)
  } catch {
    throw new Error(`the explorer's page script (${SCRIPT_FILE}) is missing: run npm run build`)
  }
}

function hash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

/** The policy for a page with this script: live pages may open the reload stream of their own server. */
export function explorerPolicy(script: string, live: boolean): string {
  return [
    "default-src 'none'",
    `script-src ${hash(script)}`,
    `style-src ${hash(EXPLORER_CSS)}`,
    `connect-src ${live ? "'self'" : "'none'"}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}
