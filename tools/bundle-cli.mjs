// Bundles the compiled CLI (dist/cli/main.js) into dist/cli/routecraft.js, the `bin` of the
// package. A cold start spends ~30 ms resolving, reading and compiling the ~80 modules of dist/
// one by one; a bundle takes a fraction of that. Packages stay external (chevrotain is loaded
// from its own one-file bundle). What the CLI imports lazily (the YAML front end, which loads
// yaml and ajv: ~60 ms) goes to chunks under dist/cli/chunks/, so that it still loads only when
// a routes.yaml is read: without splitting, its imports of yaml and ajv would be hoisted to the
// top of the bundle. The library (dist/index.js) is not bundled.
import { rmSync } from 'node:fs'
import { build } from 'esbuild'

// Chunk names carry content hashes: the previous build's chunks would otherwise stay behind.
rmSync('dist/cli/chunks', { recursive: true, force: true })

await build({
  entryPoints: ['dist/cli/main.js'],
  outdir: 'dist/cli',
  entryNames: 'routecraft',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
