// No module of src/ imports itself back, through any chain: the pipeline's folders and the files
// inside each read one way. A static reader of `import … from './x.js'` (and `export … from`,
// `import('./x.js')`) is enough, since src/ imports its own modules only by relative paths.
// Type-only imports count too: a circle of types is still a circle a reader has to follow.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const src = new URL('../../src/', import.meta.url).pathname

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

const IMPORT = /^\s*(?:import|export)\b[^'"]*?\bfrom\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/gm

/** Each source file's relative imports, as absolute paths of .ts files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), (m[1] ?? m[2] ?? m[3])!.replace(/\.js$/, '.ts')))
    graph.set(file, targets.filter((target) => target !== file))
  }
  return graph
}

/** The strongly connected components of more than one file (Tarjan): each holds a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string): void => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1) found.push(component)
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

test('the reader finds a circle and the files in it', () => {
  const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])
  assert.equal(circles(graph).map((c) => c.sort()), [['a', 'b', 'c']])
})

test('the reader sees the forms src/ imports with', () => {
  const text = "import type { A } from './a.js'\nexport { B } from './b.js'\nimport {\n  C,\n} from '../c.js'\nconst d = await import('./d.js')\n"
  assert.equal([...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]), ['./a.js', './b.js', '../c.js', './d.js'])
})

test('no module of src/ imports itself back', () => {
  const found = circles(importGraph(sources(src))).map((c) => c.map((file) => relative(src, file)).sort().join(' ⇄ '))
  assert.equal(found, [], `import circles in src/:\n${found.join('\n')}`)
})

test.run()
