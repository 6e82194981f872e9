// The TypeScript helpers under the TypeScript compiler (strict, with the stricter options users
// turn on): the modules of a golden case and of the hostile routes type-check, calls with the
// right params and hand-built paths that a route serves compile (a module without helpers too), and each wrong one (a path no
// route serves, a missing required key) is a compile error on its own line.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { helpers } from '../../src/export/index.js'
import { cases, expandCase } from '../expand/cases.js'
import { HOSTILE } from './_hostile.js'

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const FLAGS = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext',
  '--noUncheckedIndexedAccess', '--exactOptionalPropertyTypes', '--noImplicitOverride', '--noImplicitReturns', '--noUnusedLocals']

const GOOD = `import { type AppPath, editProjectPath, projectPath, projectPostsPath, projectsPath, type RoutePath } from './routes.js'
import * as hostile from './hostile.js'
import { type AppPath as UnnamedPath } from './unnamed.js'
export const paths: string[] = [projectsPath(), projectPath({ id: 1 }), projectPath({ id: '1', format: 'json', q: ['a'] }), editProjectPath({ id: 2, anchor: 'top' }), projectPostsPath({ project_id: 3 })]
export const served: AppPath[] = ['/projects', '/projects/1', '/projects/1.json', '/projects/1/edit', '/projects/1/posts?page=2', '/projects#top']
export const route: RoutePath = '/projects/new'
export const loaded: object = hostile
export const unnamed: UnnamedPath = '/hooks/1'
`
// One wrong use a line; the spec expects a compile error on each of these lines and nowhere else.
const BAD = `import { type AppPath, projectPath } from './routes.js'
export const a: AppPath = '/projets/1'
export const b: string = projectPath({})
export const c: AppPath = 'projects/1'
export const d: string = projectPath({ format: 'json' })
`

test('helper modules type-check; a path no route serves and a missing required key do not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-tsc-'))
  try {
    const c = cases('golden').find((x) => x.name === 'a-projects-app')!
    writeFileSync(join(dir, 'routes.ts'), helpers(expandCase(c).routes, { lang: 'ts', source: 'routes.rb' }).value)
    writeFileSync(join(dir, 'hostile.ts'), helpers(HOSTILE, { lang: 'ts' }).value)
    // A module without helpers (no route has a name) holds the types only.
    writeFileSync(join(dir, 'unnamed.ts'), helpers(HOSTILE.filter((r) => r.name === null).map((r) => ({ ...r, path: '/hooks/:id' })), { lang: 'ts' }).value)
    writeFileSync(join(dir, 'good.ts'), GOOD)
    writeFileSync(join(dir, 'bad.ts'), BAD)
    const run = spawnSync(process.execPath, [tsc, ...FLAGS, join(dir, 'good.ts'), join(dir, 'bad.ts')], { encoding: 'utf8', cwd: dir })
    const errors = run.stdout.split('\n').filter((line) => /error TS\d+/.test(line))
    const where = errors.map((line) => /^(\S+?)\((\d+),/.exec(line)!.slice(1, 3).join(':').replace(`${dir}/`, ''))
    assert.equal([...new Set(where)], ['bad.ts:2', 'bad.ts:3', 'bad.ts:4', 'bad.ts:5'], run.stdout)
    assert.match(run.stdout, /'"\/projets\/1"' is not assignable to type 'AppPath'/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test.run()
