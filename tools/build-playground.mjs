// `npm run playground`: the playground as a static site (dist/playground/index.html, one file):
// the parser, expander, checker and matcher bundled for the browser (tools/browser-bundle.mjs).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleForBrowser } from './browser-bundle.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const { playgroundPage } = await import('../dist/playground/page.js')
const script = await bundleForBrowser('src/playground/main.ts')
const out = join(root, 'dist/playground/index.html')
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, playgroundPage(script))
console.log(`wrote dist/playground/index.html (${Math.round(script.length / 1024)} KB of script): open it in a browser`)
