// Builds the `routecraft` executable from the compiled CLI (dist/cli/):
// - dist/cli/routecraft-<hash>.cjs: main.js and everything it uses, Chevrotain included (from its
//   one-file bundle), as one CommonJS script. A cold start otherwise spends ~30 ms resolving,
//   reading and compiling ~80 modules one by one. The yaml package is inlined too (loading its
//   ~60 modules cost a routes.yaml listing ~60 ms; inlined, its code runs only when required);
//   pluralize (for --inflector english) stays outside and is required lazily;
// - dist/cli/routecraft.cjs, the `bin`, and dist/cli/routecraft.js: launch.js, told the bundle's name;
// - dist/cli/routecraft-<hash>.code-cache: V8's code cache of the bundle, made by running the
//   bin once on the example application (launch.ts explains why).
// The library (dist/index.js) is not bundled.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { inlineChevrotain, inlinePackages } from './esbuild-plugins.mjs'

const out = 'dist/cli'

// Outputs of earlier builds (their names carry other hashes) and the chunks of the former layout.
rmSync(join(out, 'chunks'), { recursive: true, force: true })
for (const file of readdirSync(out)) if (/^routecraft-.*\.(cjs|code-cache)/.test(file)) rmSync(join(out, file))

const bundled = await build({
  entryPoints: [join(out, 'main.js')],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  plugins: [inlineChevrotain(out), inlinePackages(['yaml'])],
  // Modules that find package files from their own location (package.json, schema/).
  banner: { js: 'var bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { 'import.meta.url': 'bundleUrl' },
  logLevel: 'warning',
})
// esbuild escapes every non-ASCII character of the code (its `charset: 'ascii'`), not those of
// comments: a few in comments made V8 hold the whole 1.8 MB source as a two-byte string, read and
// decoded at every start (5% of `--version`'s instructions). They are only comments: replaced.
const code = Buffer.from(Buffer.from(bundled.outputFiles[0].contents).toString('utf8').replace(/[^\x00-\x7f]/g, '?'))
const name = `routecraft-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`
writeFileSync(join(out, name), code)

// The launcher twice, from the same launch.js: routecraft.cjs, the package's `bin`, as a CommonJS
// script (Node's ES module loader, started for an ES module entry, cost 21 M instructions of a
// listing: 8% of `--version`), and routecraft.js as an ES module, for `node dist/cli/routecraft.js`.
for (const format of ['cjs', 'esm']) {
  await build({
    entryPoints: [join(out, 'launch.js')],
    outfile: join(out, format === 'cjs' ? 'routecraft.cjs' : 'routecraft.js'),
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    packages: 'external',
    define: { CLI_BUNDLE: JSON.stringify(name), ...(format === 'cjs' ? { 'import.meta.url': 'launcherUrl' } : {}) },
    ...(format === 'cjs' ? { banner: { js: 'var launcherUrl = require("node:url").pathToFileURL(__filename).href;' } } : {}),
    logLevel: 'warning',
  })
}

// The first run finds no cache and writes one, holding the functions that run compiled: a routes.rb
// that draws a routes.yaml runs both front ends.
const warm = mkdtempSync(join(tmpdir(), 'routecraft-warm-'))
mkdirSync(join(warm, 'config/routes'), { recursive: true })
copyFileSync('examples/blog/config/routes/admin.rb', join(warm, 'config/routes/admin.rb'))
writeFileSync(join(warm, 'config/routes.rb'), readFileSync('examples/blog/config/routes.rb', 'utf8') + 'draw :warm\n')
// The blog's routes.yaml, its wrapper left out (a drawn file has none) and drawn under a namespace.
const yaml = readFileSync('examples/blog/config/routes.yaml', 'utf8').split('\n').slice(3).join('\n')
writeFileSync(join(warm, 'config/routes/warm.yaml'), `routes:\n  - namespace: warm\n    routes:\n${yaml}`)
execFileSync(process.execPath, [join(out, 'routecraft.cjs'), join(warm, 'config/routes.rb')], { stdio: 'ignore' })
rmSync(warm, { recursive: true, force: true })
if (!readdirSync(out).includes(name.replace(/\.cjs$/, '.code-cache'))) throw new Error('the CLI wrote no code cache')
