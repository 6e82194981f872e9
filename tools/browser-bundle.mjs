// Bundles a browser entry of src/ (the explorer's page script, the playground) as one script to
// inline into a page. Three modules that reach for Node are swapped for their browser versions
// (src/playground/browser/); anything else that imports a Node built-in fails the build, which is
// how the specs keep the core browser-safe.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SWAPS = {
  [join(root, 'src/syntax/chevrotain.ts')]: join(root, 'src/playground/browser/chevrotain.ts'),
  [join(root, 'src/schema-files.ts')]: join(root, 'src/playground/browser/schema-files.ts'),
  [join(root, 'src/inflect/english.ts')]: join(root, 'src/playground/browser/english.ts'),
}

/** esbuild's plugin that puts the browser versions in place. */
const browserSwaps = {
  name: 'browser-swaps',
  setup(build) {
    build.onResolve({ filter: /\.js$/ }, (args) => {
      if (!args.importer) return undefined
      const target = resolve(dirname(args.importer), args.path.replace(/\.js$/, '.ts'))
      return SWAPS[target] ? { path: SWAPS[target] } : undefined
    })
  },
}

/** Bundles a browser entry of src/ with the swaps; resolves with its code. */
export async function bundleForBrowser(entry) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    plugins: [browserSwaps],
  })
  const code = result.outputFiles[0].text
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: the bundle contains </script or <!--, which would break the inline element`)
  return code
}
