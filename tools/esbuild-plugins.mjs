// esbuild plugins shared by the CLI bundle (tools/bundle-cli.mjs) and the standalone executable
// (tools/build-sea.mjs), both of which bundle the compiled CLI in dist/.
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
    },
  }
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
