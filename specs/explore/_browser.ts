// Chromium for the browser specs: Debian's package (`apt-get install -y chromium`) driven by
// playwright-core, which downloads no browser. Not a spec: it registers no tests.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p))

/** The browser's executable, or null when the machine has none. */
export const chromiumPath: string | null = CANDIDATES.find((path) => existsSync(path)) ?? null

/** Why the browser specs cannot run here, or null when they can. */
export const browserSkipReason: string | null = chromiumPath ? null : `no Chromium at ${CANDIDATES.join(' or ')} (install it with: apt-get install -y chromium)`

/** Launches headless Chromium (no sandbox: CI runs as root). */
export async function launchBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core')
  return chromium.launch({ executablePath: chromiumPath!, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
}

/** The page script as the build makes it, rebuilt so the specs run the client of this work tree. */
export function buildPageScript(): void {
  execFileSync(process.execPath, ['tools/bundle-explorer.mjs'], { cwd: new URL('../../', import.meta.url).pathname, stdio: 'inherit' })
}
