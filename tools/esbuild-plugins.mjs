// esbuild plugins shared by the CLI bundle (tools/bundle-cli.mjs) and the standalone executable
// (tools/build-sea.mjs), both of which bundle the compiled CLI in dist/.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * src/syntax/chevrotain.ts finds Chevrotain's one-file bundle at run time (beside the package's
 * entry); a bundle of the CLI inlines that one file instead.
 */
export function inlineChevrotain(resolveDir) {
  const chevrotainBundle = join(dirname(createRequire(import.meta.url).resolve('chevrotain')), '..', 'chevrotain.mjs')
  return {
    name: 'inline-chevrotain',
    setup(b) {
      b.onResolve({ filter: /\/chevrotain\.js$/ }, (args) => (args.importer.includes(join('dist', 'syntax')) ? { path: 'chevrotain', namespace: 'chevrotain' } : undefined))
      b.onLoad({ filter: /.*/, namespace: 'chevrotain' }, () => ({
        contents: `export { createToken, Lexer, CstParser, tokenMatcher, EOF, createSyntaxDiagramsCode } from ${JSON.stringify(chevrotainBundle)}`,
        resolveDir,
      }))
      b.onLoad({ filter: /chevrotain\.mjs$/ }, (args) => (args.path === chevrotainBundle ? { contents: fasterCharCodeMap(readFileSync(args.path, 'utf8')), loader: 'js' } : undefined))
    },
  }
}

// Every lexer's construction fills a 65,536-entry table one code unit at a time, a loop that
// runs in V8's interpreter at every start of the CLI (~2 ms): filled by ranges instead, natively,
// with the same values (a code unit up to 255 stands for itself, above it for its bucket of 255).
const CHAR_CODE_LOOP = `    for (let i = 0; i < 65536; i++) {
      charCodeToOptimizedIdxMap[i] = i > 255 ? 255 + ~~(i / 255) : i;
    }`
const CHAR_CODE_RANGES = `    for (let i = 0; i < 256; i++) charCodeToOptimizedIdxMap[i] = i;
    for (let k = 1; 255 * k < 65536; k++) charCodeToOptimizedIdxMap.fill(255 + k, Math.max(256, 255 * k), Math.min(65536, 255 * (k + 1)));`

function fasterCharCodeMap(source) {
  if (!source.includes(CHAR_CODE_LOOP)) throw new Error("Chevrotain's charCodeToOptimizedIdxMap loop has changed: update tools/esbuild-plugins.mjs")
  return source.replace(CHAR_CODE_LOOP, CHAR_CODE_RANGES)
}

/**
 * Bundles the named packages although the build leaves packages outside (`packages: 'external'`):
 * each resolves to its CommonJS entry, as `require` would find it.
 */
export function inlinePackages(names) {
  const require = createRequire(import.meta.url)
  const filter = new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`)
  return {
    name: 'inline-packages',
    setup(b) {
      b.onResolve({ filter }, (args) => ({ path: require.resolve(args.path) }))
    },
  }
}
