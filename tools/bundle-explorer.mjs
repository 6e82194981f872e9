// Builds the explorer page's script: client.ts and what it uses (the matcher, the compiled
// table's regexps, the answers' HTML) as one browser script, inlined into every explorer page.
import { mkdirSync, writeFileSync } from 'node:fs'
import { bundleForBrowser } from './browser-bundle.mjs'

mkdirSync('dist/explore', { recursive: true })
writeFileSync('dist/explore/page-script.js', await bundleForBrowser('src/explore/client.ts'))
