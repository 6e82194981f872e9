// `draw` through real files (issue 7): cycles are named, and neither routes.rb nor routes.yaml
// draw files can reach outside the draw directories.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { inspectRoutesFile } from '../../src/load.js'

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-confine-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

test('a draw cycle through real files is RC2014, naming the cycle', () => {
  const dir = project({ 'config/routes.rb': 'draw :a\n', 'config/routes/a.rb': 'draw :b\n', 'config/routes/b.yaml': 'routes:\n  - draw: a\n' })
  const { routes, diagnostics } = inspectRoutesFile(join(dir, 'config/routes.rb'))
  assert.equal(routes, [])
  assert.equal(diagnostics.map((d) => d.code), ['RC2014'])
  assert.is(diagnostics[0]!.message, 'draw cycle: routes.rb -> routes/a.rb -> routes/b.yaml -> routes/a.rb')
})

test('a file drawing itself is RC2014', () => {
  const dir = project({ 'config/routes.rb': 'draw :self\n', 'config/routes/self.rb': 'draw :self\n' })
  assert.equal(inspectRoutesFile(join(dir, 'config/routes.rb')).diagnostics.map((d) => d.code), ['RC2014'])
})

for (const [label, name] of [
  ['..', '../secret'],
  ['.. inside a subdirectory', 'sub/../../secret'],
  ['an absolute path', '/etc/passwd'],
  ['a NUL byte', 'sec\\0ret'],
] as const) {
  test(`routes.yaml: a draw name with ${label} finds nothing`, () => {
    const dir = project({ 'app/config/routes.yaml': `routes:\n  - draw: !str "${name}"\n`, 'app/config/secret.yaml': 'routes:\n  - get: leak\n    to: x#y\n', 'app/config/routes/sub/x.rb': '' })
    const { routes, diagnostics } = inspectRoutesFile(join(dir, 'app/config/routes.yaml'))
    assert.equal(routes, [])
    assert.equal(diagnostics.map((d) => d.code), ['RC2013'])
  })
}

test('a .yaml or .yml symlink pointing outside is refused; a symlinked directory pointing outside too', () => {
  for (const ext of ['yaml', 'yml']) {
    const dir = project({ 'config/routes.rb': 'draw :evil\n', [`outside.${ext}`]: 'routes:\n  - get: leak\n    to: x#y\n' })
    mkdirSync(join(dir, 'config/routes'))
    symlinkSync(join(dir, `outside.${ext}`), join(dir, `config/routes/evil.${ext}`))
    assert.equal(inspectRoutesFile(join(dir, 'config/routes.rb')).diagnostics.map((d) => d.code), ['RC2013'], ext)
  }
  const dir = project({ 'config/routes.rb': 'draw "linked/admin"\n', 'elsewhere/admin.rb': 'get "leak", to: "x#y"\n' })
  mkdirSync(join(dir, 'config/routes'))
  symlinkSync(join(dir, 'elsewhere'), join(dir, 'config/routes/linked'))
  assert.equal(inspectRoutesFile(join(dir, 'config/routes.rb')).diagnostics.map((d) => d.code), ['RC2013'])
})

test('a drawn file nesting too deeply is reported in that file', () => {
  const dir = project({ 'config/routes.rb': 'draw :deep\n', 'config/routes/deep.rb': 'scope "a" do\n'.repeat(200) + 'end\n'.repeat(200) })
  const { diagnostics } = inspectRoutesFile(join(dir, 'config/routes.rb'))
  assert.equal(diagnostics.map((d) => [d.code, d.file, d.position.start.line]), [['RC1020', 'routes/deep.rb', 101]])
})

test.run()
