import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { RoutesError, inspectRoutesFile, loadRoutes } from '../../src/load.js'

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-load-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const load = suite('loadRoutes')

load('reads a routes file and the files it draws from config/routes, then from --draw-path dirs', () => {
  const dir = project({
    'config/routes.rb': 'draw :admin\ndraw :extra\n',
    'config/routes/admin.rb': 'resources :users, only: :index\n',
    'lib/routes/extra.rb': 'get "x", to: "x#x"\n',
  })
  const routes = loadRoutes(join(dir, 'config/routes.rb'), { drawPaths: [join(dir, 'lib/routes')] })
  assert.equal(routes.map((r) => r.path), ['/users(.:format)', '/x(.:format)'])
  // Names are relative to the routes file's directory: the same on every machine.
  assert.equal(routes.map((r) => r.source.file), ['routes/admin.rb', '../lib/routes/extra.rb'])
})

load('baseDir chooses what file names are relative to, in routes, diagnostics and sources', () => {
  const dir = project({ 'config/routes.rb': 'draw :admin\n', 'config/routes/admin.rb': 'get "a", to: "x#a"\nmember do\nend\n' })
  const result = inspectRoutesFile(join(dir, 'config/routes.rb'), { baseDir: dir })
  assert.equal([...result.sources.keys()], ['config/routes.rb', 'config/routes/admin.rb'])
  assert.equal(result.diagnostics.map((d) => `${d.file}:${d.position.start.line}`), ['config/routes/admin.rb:2'])
  const drawn = inspectRoutesFile(join(dir, 'config/routes.rb'), { baseDir: dir, drawPaths: [] })
  assert.not.match(JSON.stringify(drawn), dir)
})

load('throws one RoutesError carrying every diagnostic and the sources for code frames', () => {
  const dir = project({ 'routes.rb': 'resources :a\nmember do\nend\n' })
  try {
    loadRoutes(join(dir, 'routes.rb'))
    assert.unreachable('should throw')
  } catch (error) {
    assert.instance(error, RoutesError)
    const e = error as RoutesError
    assert.equal(e.diagnostics.map((d) => d.message), ["can't use member outside resource(s) scope"])
    assert.is(e.sources.get('routes.rb'), 'resources :a\nmember do\nend\n')
    assert.match(e.message, /routes\.rb:2:1: ArgumentError: can't use member outside resource\(s\) scope/)
  }
})

load('apiOnly and the English inflector reach the expander', () => {
  // API-only mode removes new and edit from the default actions (an explicit `only:` would keep them).
  const dir = project({ 'routes.rb': 'resources :ties, except: [:index, :create, :update, :destroy]\n' })
  const file = join(dir, 'routes.rb')
  assert.equal(loadRoutes(file).map((r) => r.name), ['new_ty', 'edit_ty', 'ty'])
  assert.equal(loadRoutes(file, { inflector: 'english' }).map((r) => r.name), ['new_tie', 'edit_tie', 'tie'])
  assert.equal(loadRoutes(file, { apiOnly: true }).map((r) => r.name), ['ty'])
})

load.run()

const confinement = suite('draw stays inside the draw directories')

for (const [label, name] of [
  ['a name climbing out with ..', '../secret'],
  ['an absolute path', '/etc/passwd'],
  ['a NUL byte', 'adm\\0in'],
] as const) {
  confinement(`${label} finds nothing`, () => {
    const dir = project({ 'app/config/routes.rb': `draw "${name}"\n`, 'app/config/secret.rb': 'get "leak", to: "x#y"\n' })
    const result = inspectRoutesFile(join(dir, 'app/config/routes.rb'))
    assert.equal(result.routes, [])
    assert.is(result.diagnostics[0]!.code, 'RC2013')
  })
}

confinement('a symlink pointing outside is refused', () => {
  const dir = project({ 'config/routes.rb': 'draw :evil\n', 'outside.rb': 'get "leak", to: "x#y"\n' })
  mkdirSync(join(dir, 'config/routes'))
  symlinkSync(join(dir, 'outside.rb'), join(dir, 'config/routes/evil.rb'))
  const result = inspectRoutesFile(join(dir, 'config/routes.rb'))
  assert.equal(result.routes, [])
  assert.is(result.diagnostics[0]!.code, 'RC2013')
})

confinement('a symlink staying inside is followed', () => {
  const dir = project({ 'config/routes.rb': 'draw :alias\n', 'config/routes/real.rb': 'get "ok", to: "x#y"\n' })
  symlinkSync(join(dir, 'config/routes/real.rb'), join(dir, 'config/routes/alias.rb'))
  assert.equal(loadRoutes(join(dir, 'config/routes.rb')).map((r) => r.path), ['/ok(.:format)'])
})

confinement.run()

const paths = suite('draw directories')

paths('config/routes comes first and each directory is listed once', async () => {
  const { drawPathsFor } = await import('../../src/load.js')
  assert.equal(drawPathsFor('/app/config/routes.rb', ['/app/config/routes', '/lib/routes']), ['/app/config/routes', '/lib/routes'])
  const dir = project({ 'config/routes.rb': 'draw :nope\n' })
  const result = inspectRoutesFile(join(dir, 'config/routes.rb'), { drawPaths: [join(dir, 'config/routes')] })
  // The draw directory as seen from the routes file: the message is the same on every machine.
  assert.is(result.diagnostics[0]!.message, 'Your router tried to #draw the external file nope.rb,\nbut the file was not found in:\n\n * routes')
})

paths.run()
