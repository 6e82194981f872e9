// The CLI in-process: commands, options, exit codes. `inspectRoutesFile` is faked with routes that
// Rails printed (specs/format/fixtures), so the expected tables come from Rails too.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Diagnostic } from '../../src/diagnostic.js'
import type { LoadResult } from '../../src/load.js'
import { oracleCases } from '../format/golden-routes.js'
import { runCli, tempDir } from './helpers.js'

const fixture = oracleCases('format/fixtures').find((c) => c.name.endsWith('/resources'))!
const loaded = (): LoadResult => ({ routes: fixture.routes, diagnostics: [], sources: new Map() })
const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version

const help = suite('cli: help and version')

help('--help, -h and help print the overview with examples', async () => {
  for (const argv of [['--help'], ['-h'], ['help']]) {
    const { code, stdout, stderr } = await runCli(argv)
    assert.is(code, 0)
    assert.ok(stdout.startsWith('routecraft: '), argv.join(' '))
    assert.ok(stdout.includes('Examples'))
    for (const command of ['routes', 'check', 'ast', 'schema']) assert.ok(stdout.includes(`routecraft ${command} `), command)
    assert.is(stderr, '')
  }
})

help('per-command help', async () => {
  for (const argv of [['routes', '--help'], ['help', 'routes']]) {
    const { code, stdout } = await runCli(argv)
    assert.is(code, 0)
    assert.ok(stdout.includes('--grep PATTERN') && stdout.includes('Examples'))
  }
  const ast = await runCli(['ast', '-h'])
  assert.ok(ast.stdout.includes('routecraft ast FILE'))
  assert.ok((await runCli(['check', '--help'])).stdout.includes('routecraft check [FILE] [options]'))
  assert.ok((await runCli(['help', 'schema'])).stdout.includes('routecraft schema [ast|routes|route-table|compiled-routes]'))
  assert.is((await runCli(['help', 'nope'])).code, 2)
})

help('--version comes from package.json', async () => {
  assert.equal(await runCli(['--version']), { code: 0, stdout: `${version}\n`, stderr: '' })
  assert.is((await runCli(['ast', '--version'])).stdout, `${version}\n`)
})
help.run()

const usage = suite('cli: usage errors exit 2')

usage('unknown option, with a suggestion', async () => {
  const { code, stdout, stderr } = await runCli(['--grpe', 'x'])
  assert.is(code, 2)
  assert.is(stdout, '')
  assert.is(stderr, "routecraft: unknown option '--grpe'. Did you mean --grep?\nRun 'routecraft --help' for usage.\n")
  assert.ok((await runCli(['--controler', 'x'])).stderr.includes('Did you mean --controller?'))
  assert.not.ok((await runCli(['--zz'])).stderr.includes('Did you mean'))
  assert.is((await runCli(['-x'])).code, 2)
})

usage('unknown commands: a suggestion, or the list; an existing file of that name is a FILE', async () => {
  const cwd = tempDir()
  assert.equal(await runCli(['chekc'], { cwd, load: loaded }), {
    code: 2,
    stdout: '',
    stderr: "routecraft: unknown command 'chekc'. Did you mean check?\nRun 'routecraft --help' for usage.\n",
  })
  assert.ok((await runCli(['frobnicate'], { cwd })).stderr.includes('(commands: routes, check, ast, schema, recognize, generate, convert, compile, vectors, conform, openapi, helpers, diff, explore, lsp, help)'))
  assert.ok((await runCli(['help', 'shcema'], { cwd })).stderr.includes('Did you mean schema?'))
  // A file without an extension is still read as the routes file.
  const calls: { file: string; options: object }[] = []
  const sub = tempDir({ Routefile: '' })
  assert.is((await runCli(['Routefile'], { cwd: sub, load: loaded, calls })).code, 0)
  assert.is(calls[0]!.file, join(sub, 'Routefile'))
})

usage('missing values, values for flags, extra arguments, conflicts', async () => {
  const cases: [string[], string][] = [
    [['-g'], "option '-g' needs a value"],
    [['--json=yes'], "option '--json' takes no value"],
    [['a.rb', 'b.rb'], 'expected at most one FILE'],
    [['--json', '-E', 'a.rb'], '--json and --expanded cannot be used together'],
    [['--inflector', 'latin', 'a.rb'], "unknown inflector 'latin'"],
    [['-g', '(', 'a.rb'], 'invalid --grep pattern'],
    [['ast'], 'ast needs exactly one FILE'],
  ]
  for (const [argv, message] of cases) {
    const { code, stderr } = await runCli(argv, { load: loaded })
    assert.is(code, 2, argv.join(' '))
    assert.ok(stderr.startsWith(`routecraft: ${message}`), stderr)
  }
})

usage('missing or unreadable file: "cannot read", no stack', async () => {
  const cwd = tempDir({ 'config/routes/x.rb': '' })
  const missing = await runCli(['nofile.rb'], { cwd, load: loaded })
  assert.is(missing.code, 2)
  assert.match(missing.stderr, /^routecraft: cannot read nofile\.rb: ENOENT: no such file or directory/)
  const directory = await runCli(['config'], { cwd, load: loaded })
  assert.is(directory.code, 2)
  assert.match(directory.stderr, /^routecraft: cannot read config: EISDIR/)
  const none = await runCli([], { cwd, load: loaded })
  assert.is(none.code, 2)
  assert.ok(none.stderr.includes('none of config/routes.rb, config/routes.yaml, routes.rb, routes.yaml exists'))
})

usage('an internal error is reported without a stack trace, exit 2', async () => {
  const cwd = tempDir({ 'routes.rb': '' })
  const { code, stderr } = await runCli([], {
    cwd,
    load: () => {
      throw new TypeError('boom')
    },
  })
  assert.is(code, 2)
  assert.ok(stderr.startsWith('routecraft: internal error: boom\n'))
  assert.ok(stderr.includes('report'))
  assert.not.match(stderr, /^\s+at /m)
})
usage.run()

const routes = suite('cli: routes command')

routes('prints the Rails table for FILE (default command and `routes`)', async () => {
  const cwd = tempDir({ 'config/routes.rb': '' })
  for (const argv of [['config/routes.rb'], ['routes', 'config/routes.rb'], [], ['routes']]) {
    const calls: { file: string; options: object }[] = []
    const result = await runCli(argv, { cwd, load: loaded, calls })
    assert.equal(result, { code: 0, stdout: fixture.read('rails.txt')!, stderr: '' }, argv.join(' '))
    assert.is(calls[0]!.file, join(cwd, 'config/routes.rb'))
  }
})

routes('default file: the first of config/routes.rb, config/routes.yaml, routes.rb, routes.yaml', async () => {
  const cases: [string[], string][] = [
    [['routes.yaml', 'routes.rb'], 'routes.rb'],
    [['routes.yaml', 'config/routes.yaml'], 'config/routes.yaml'],
    [['routes.yaml'], 'routes.yaml'],
  ]
  for (const [files, expected] of cases) {
    const cwd = tempDir(Object.fromEntries(files.map((f) => [f, ''])))
    const calls: { file: string; options: object }[] = []
    await runCli([], { cwd, load: loaded, calls })
    assert.is(calls[0]!.file, join(cwd, expected))
  }
})

routes('-g, -c and -E give what Rails prints', async () => {
  const cwd = tempDir({ 'routes.rb': '' })
  const outputs = JSON.parse(fixture.read('filters.out.json')!) as { filter: { grep?: string; controller?: string }; output: string }[]
  for (const { filter, output } of outputs) {
    const argv = [...(filter.grep ? ['--grep', filter.grep] : []), ...(filter.controller ? ['-c', filter.controller] : [])]
    assert.is((await runCli(argv, { cwd, load: loaded })).stdout, output, argv.join(' '))
  }
  // These routes come from Rails' route list, which has no source locations (the golden cases
  // compare them: specs/cli/filters-golden.spec.ts).
  for (const flag of ['-E', '--expanded']) {
    assert.is((await runCli([flag, '--no-source-locations'], { cwd, load: loaded })).stdout, fixture.read('rails.expanded.txt')!)
  }
  const located = (await runCli(['--no-source-locations', '-E', '--source-locations'], { cwd, load: loaded })).stdout
  assert.is(located.match(/^Source Location {3}\| \S+:\d+$/gm)?.length, fixture.routes.filter((r) => !r.internal).length)
  // Rails pads the block headers to the console width.
  const narrow = await runCli(['-E'], { cwd, load: loaded, columns: 20 })
  assert.ok(narrow.stdout.startsWith('--[ Route 1 ]-------\n'))
})

routes('--ruby 3.4 prints constraints as Ruby 3.4 inspects a Hash; an unknown version is a usage error', async () => {
  const cwd = tempDir({ 'routes.rb': 'get "a/:id", to: "x#a", id: /\\d+/, defaults: { format: "json" }\n' })
  const table = await runCli(['--ruby', '3.4'], { cwd })
  assert.match(table.stdout, 'x#a {format: "json", id: /\\d+/}')
  assert.match((await runCli([], { cwd })).stdout, 'x#a {:format=>"json", :id=>/\\d+/}')
  const bad = await runCli(['--ruby', '3.5'], { cwd })
  assert.is(bad.code, 2)
  assert.match(bad.stderr, "unknown --ruby '3.5' (expected 3.3 or 3.4)")
})

routes('--json: only the route list on stdout, filters applied', async () => {
  const cwd = tempDir({ 'routes.rb': '' })
  const all = await runCli(['--json'], { cwd, load: loaded, env: { FORCE_COLOR: '1' } })
  assert.is(all.code, 0)
  assert.is(all.stderr, '')
  assert.equal(JSON.parse(all.stdout), fixture.routes)
  assert.ok(all.stdout.endsWith('}\n]\n'))
  const some = JSON.parse((await runCli(['--json', '-c', 'Admin::Users'], { cwd, load: loaded })).stdout) as { controller: string }[]
  assert.is(some.length, 7)
  assert.ok(some.every((r) => r.controller === 'admin/users'))
})

routes('load options: draw paths (dirname(FILE)/routes first), --api-only, --inflector', async () => {
  const cwd = tempDir({ 'config/routes.rb': '' })
  const calls: { file: string; options: object }[] = []
  await runCli(['config/routes.rb', '--draw-path', 'extra', '--draw-path=/abs/more', '--api-only', '--inflector', 'english'], { cwd, load: loaded, calls })
  // The loader is handed the routes file's text, read once by the command.
  const { readFile, ...options } = calls[0]!.options as { readFile?: (file: string) => string }
  assert.equal(options, {
    drawPaths: [join(cwd, 'config/routes'), join(cwd, 'extra'), '/abs/more'],
    apiOnly: true,
    baseDir: cwd,
    inflector: 'english',
  })
  assert.is(readFile?.(join(cwd, 'config/routes.rb')), '')
  calls.length = 0
  await runCli(['config/routes.rb'], { cwd, load: loaded, calls })
  const { readFile: _reader, ...plain } = calls[0]!.options as { readFile?: unknown }
  assert.equal(plain, { drawPaths: [join(cwd, 'config/routes')], apiOnly: false, baseDir: cwd })
})
routes.run()

const diagnostics = suite('cli: diagnostics')

const SOURCE = 'resources :photos\nmember do\n  get :preview\nend\n'
function problem(severity: Diagnostic['severity'], file: string): Diagnostic {
  return {
    code: 'RC1001',
    name: severity === 'error' ? 'ArgumentError' : 'Warning',
    severity,
    message: "can't use member outside resource(s) scope",
    file,
    position: { start: { line: 2, column: 1, offset: 18 }, end: { line: 2, column: 7, offset: 24 } },
  }
}

diagnostics('errors: frames on stderr, nothing on stdout, exit 1; paths relative to cwd', async () => {
  const cwd = tempDir({ 'config/routes.rb': SOURCE })
  const file = join(cwd, 'config/routes.rb')
  const load = (): LoadResult => ({ routes: [], diagnostics: [problem('error', file), { ...problem('error', file), code: 'RC1002' }, problem('error', file)], sources: new Map([[file, SOURCE]]) })
  const { code, stdout, stderr } = await runCli([], { cwd, load })
  assert.is(code, 1)
  assert.is(stdout, '')
  const one = [
    "config/routes.rb:2:1: error RC1001: ArgumentError: can't use member outside resource(s) scope",
    '  1 | resources :photos',
    '> 2 | member do',
    '    | ^^^^^^',
    '  3 |   get :preview',
    '  4 | end',
  ].join('\n')
  // Separated by a blank line; the repeat of the first (same code, place and message) is left out.
  assert.is(stderr, `${one}\n\n${one.replace('RC1001', 'RC1002')}\n`)
})

diagnostics('warnings go to stderr and do not fail', async () => {
  const cwd = tempDir({ 'routes.rb': SOURCE })
  const load = (): LoadResult => ({ ...loaded(), diagnostics: [problem('warning', 'routes.rb')], sources: new Map() })
  const { code, stdout, stderr } = await runCli(['routes.rb'], { cwd, load })
  assert.is(code, 0)
  assert.is(stdout, fixture.read('rails.txt')!)
  assert.is(stderr, "routes.rb:2:1: warning RC1001: can't use member outside resource(s) scope\n")
})

diagnostics('colour: flag, then NO_COLOR, then FORCE_COLOR, then TTY (not TERM=dumb)', async () => {
  const cwd = tempDir({ 'routes.rb': SOURCE })
  const load = (): LoadResult => ({ routes: [], diagnostics: [problem('error', 'routes.rb')], sources: new Map([['routes.rb', SOURCE]]) })
  const coloured = async (argv: string[], env: Record<string, string> = {}, isTTY = false) =>
    (await runCli(['routes.rb', ...argv], { cwd, load, env, isTTY })).stderr.includes('\x1b[')
  assert.not.ok(await coloured([]))
  assert.ok(await coloured([], {}, true))
  assert.not.ok(await coloured([], { TERM: 'dumb' }, true))
  assert.ok(await coloured(['--color']))
  assert.not.ok(await coloured(['--no-color'], {}, true))
  assert.ok(await coloured(['--no-color', '--color']))
  assert.not.ok(await coloured([], { NO_COLOR: '1' }, true))
  assert.ok(await coloured([], { FORCE_COLOR: '1' }))
  assert.not.ok(await coloured([], { FORCE_COLOR: '0' }, true))
  assert.not.ok(await coloured([], { NO_COLOR: '1', FORCE_COLOR: '1' }))
  assert.ok(await coloured(['--color'], { NO_COLOR: '1' }))
})
diagnostics.run()
