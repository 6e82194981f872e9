// Packages the VS Code extension (editors/vscode/) as a .vsix, not published: the extension is
// bundled with vscode-languageclient by esbuild (so the package needs no node_modules), then
// @vscode/vsce packs it. Usage: node tools/package-vscode.mjs [OUT.vsix]
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const extension = join(root, 'editors/vscode')
const out = resolve(process.argv[2] ?? join(root, 'routecraft.vsix'))

// The extension's own strict typecheck (its tsconfig: a bundled CommonJS module, VS Code's types).
execFileSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', extension], { stdio: 'inherit' })
await build({
  entryPoints: [join(extension, 'src/extension.ts')],
  outfile: join(extension, 'dist/extension.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
})
const vsce = createRequire(import.meta.url).resolve('@vscode/vsce/vsce')
execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--skip-license', '--allow-missing-repository', '--out', out], { cwd: extension, stdio: ['ignore', 'inherit', 'inherit'] })
