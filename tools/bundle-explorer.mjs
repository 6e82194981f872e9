// Builds the explorer page's script: client.ts and what it uses (the matcher, the compiled
// table's regexps, the answers' HTML) as one browser script, inlined into every explorer page.
// Fails when the bundle would need Node, or could end the <script> element it is inlined in.
import { build } from 'esbuild'

const outfile = 'dist/explore/page-script.js'
const result = await build({
  entryPoints: ['src/explore/client.ts'],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  charset: 'utf8',
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
})
const code = result.outputFiles[0].text
if (/<\/script|<!--/i.test(code)) throw new Error(`${outfile}: the bundle contains </script or <!--, which would break the inline element`)
const { mkdirSync, writeFileSync } = await import('node:fs')
mkdirSync('dist/explore', { recursive: true })
writeFileSync(outfile, code)
