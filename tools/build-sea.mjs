// Builds the standalone `routecraft` executable: one file that runs without Node.js or
// node_modules, made with Node's single-executable-application support (SEA). Run it with
// `npm run standalone` (which builds dist/ first), or `node tools/build-sea.mjs [--out DIR]`
// after `npm run build`. The result is DIR/routecraft (routecraft.exe on Windows), default
// dist-standalone/; it is for the platform and architecture of the Node.js that runs this script.
//
// 1. esbuild bundles dist/cli/main.js with everything it uses, packages included (Chevrotain's
//    one-file bundle, yaml, ajv, pluralize), as one CommonJS script: a SEA's `require` reaches
//    only Node's built-in modules.
// 2. package.json (the version) and schema/*.json become SEA assets, read through `node:sea`
//    (src/schema-files.ts), since the executable has no package directory.
// 3. `node --experimental-sea-config` makes the preparation blob (with V8's code cache of the
//    script), and postject injects it into a copy of this Node.js binary.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { inlineChevrotain } from './esbuild-plugins.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outIndex = process.argv.indexOf('--out')
const out = resolve(outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'dist-standalone'))
const windows = process.platform === 'win32'
const mac = process.platform === 'darwin'
const executable = join(out, windows ? 'routecraft.exe' : 'routecraft')
const started = performance.now()

mkdirSync(out, { recursive: true })

// src/inflect/english.ts loads pluralize lazily through createRequire, which esbuild leaves alone:
// a plain `require` it bundles, still evaluated only on first use.
const bundlePluralize = {
  name: 'bundle-pluralize',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]inflect[\\/]english\.js$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace("createRequire(import.meta.url)('pluralize')", "require('pluralize')"),
      loader: 'js',
    }))
  },
}

const script = join(out, 'routecraft.cjs')
await build({
  entryPoints: [join(root, 'dist/cli/main.js')],
  outfile: script,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  plugins: [inlineChevrotain(join(root, 'dist/cli')), bundlePluralize],
  // Nothing in the executable reads files beside itself; the URL only has to be well formed.
  banner: { js: 'var bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { 'import.meta.url': 'bundleUrl' },
  logLevel: 'warning',
})

// The explorer's page script too: `routecraft explore` inlines it into every page.
const assets = { 'package.json': join(root, 'package.json'), 'dist/explore/page-script.js': join(root, 'dist/explore/page-script.js') }
for (const file of readdirSync(join(root, 'schema'))) if (file.endsWith('.schema.json')) assets[`schema/${file}`] = join(root, 'schema', file)
const blob = join(out, 'routecraft.blob')
const config = join(out, 'sea-config.json')
writeFileSync(config, JSON.stringify({ main: script, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, assets }, null, 2))
quietly(process.execPath, ['--experimental-sea-config', config])

rmSync(executable, { force: true })
copyFileSync(process.execPath, executable)
// macOS refuses a binary whose signature no longer matches: remove Node's, sign anew (ad hoc) after.
if (mac) execFileSync('codesign', ['--remove-signature', executable])
const postject = join(root, 'node_modules', 'postject', 'dist', 'cli.js')
quietly(process.execPath, [postject, executable, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2', ...(mac ? ['--macho-segment-name', 'NODE_SEA'] : [])])
if (mac) execFileSync('codesign', ['--sign', '-', executable])
for (const file of [script, blob, config]) rmSync(file)

/**
 * Runs a step whose output is shown only when it fails: postject's ELF writer warns about every
 * note section it cannot name (harmless, and many lines).
 */
function quietly(file, args) {
  try {
    execFileSync(file, args, { stdio: 'pipe' })
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`)
    throw error
  }
}

console.log(`${executable} (${Math.round(readFileSync(executable).length / 1e6)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
