import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from './helpers.js'

const ROUTES = 'resources :photos, only: [:index, :show]\nget "files/*path", to: "files#show", as: :file\nget "broken", to: "x#y", as: :dup\n'
const project = () => tempDir({ 'routes.rb': ROUTES, 'bad.rb': 'member do\nend\n', 'routes.yaml': 'routes:\n  - resources: photos\n    only: [show]\n' })

const recognize = suite('cli: recognize')

recognize('names the route and its params, Rails-decoded', async () => {
  const cwd = project()
  const run = await runCli(['recognize', 'routes.rb', 'get', '/photos/a%20b.json?x=1'], { cwd })
  assert.equal(run, {
    code: 0,
    stdout: 'photo GET /photos/:id(.:format) photos#show\n  controller: "photos"\n  action: "show"\n  id: "a b"\n  format: "json"\n',
    stderr: '',
  })
})

recognize('--json answers the route and params as data', async () => {
  const run = await runCli(['recognize', 'routes.rb', 'GET', '/files/a/b.txt', '--json'], { cwd: project() })
  const answer = JSON.parse(run.stdout) as { route: { name: string }; params: Record<string, string> }
  assert.is(answer.route.name, 'file')
  assert.equal(answer.params, { controller: 'files', action: 'show', path: 'a/b', format: 'txt' })
})

recognize("no match: Rails' message on stderr, exit 1", async () => {
  const run = await runCli(['recognize', 'routes.rb', 'POST', '/photos/1'], { cwd: project() })
  assert.equal(run, { code: 1, stdout: '', stderr: 'No route matches [POST] "/photos/1"\n' })
  const json = await runCli(['recognize', 'routes.rb', 'POST', '/x', '--json'], { cwd: project() })
  assert.equal(json, { code: 1, stdout: 'null\n', stderr: '' })
})

recognize('a full URL: its host is checked against request conditions; a bare path is not', async () => {
  const cwd = tempDir({ 'routes.rb': 'get "status", to: "api#status", constraints: { subdomain: "api" }\nget "status", to: "site#status"\nget "guarded", to: "g#g", constraints: Guard\n' })
  const controller = async (path: string) => (JSON.parse((await runCli(['recognize', 'routes.rb', 'GET', path, '--json'], { cwd })).stdout) as { params: { controller: string } }).params.controller
  assert.is(await controller('http://api.example.com/status?x=1'), 'api')
  assert.is(await controller('http://api.example.com/status#top'), 'api')
  assert.is(await controller('https://www.example.com/status'), 'site')
  assert.is(await controller('/status'), 'api')
  // Constraint objects need the application's code: from the command line they hold.
  assert.is(await controller('http://example.com/guarded'), 'g')
  const bad = await runCli(['recognize', 'routes.rb', 'GET', 'http://'], { cwd })
  assert.equal(bad, { code: 2, stdout: '', stderr: 'routecraft: not an absolute http(s) URL: "http://"\nRun \'routecraft --help\' for usage.\n' })
})

recognize('invalid routes: the diagnostics, exit 1; wrong arguments: usage, exit 2', async () => {
  const bad = await runCli(['recognize', 'bad.rb', 'GET', '/'], { cwd: project() })
  assert.is(bad.code, 1)
  assert.match(bad.stderr, /bad\.rb:1:1: error RC2002: ArgumentError: can't use member outside resource\(s\) scope/)
  const usage = await runCli(['recognize', 'routes.rb', 'GET'], { cwd: project() })
  assert.is(usage.code, 2)
  assert.match(usage.stderr, /usage: routecraft recognize FILE VERB PATH/)
})

recognize.run()

const generate = suite('cli: generate')

generate('positional and named params, query string, _path suffix', async () => {
  const cwd = project()
  assert.equal(await runCli(['generate', 'routes.rb', 'photo', '7'], { cwd }), { code: 0, stdout: '/photos/7\n', stderr: '' })
  assert.is((await runCli(['generate', 'routes.rb', 'photo_path', 'id=7', 'format=json', 'page=2'], { cwd })).stdout, '/photos/7.json?page=2\n')
  assert.is((await runCli(['generate', 'routes.rb', 'file', 'path=a/b c'], { cwd })).stdout, '/files/a/b%20c\n')
  assert.is((await runCli(['generate', 'routes.rb', 'photo', '7', '--json'], { cwd })).stdout, '{"name":"photo","path":"/photos/7"}\n')
})

generate("missing keys: Rails' UrlGenerationError message, exit 1", async () => {
  const run = await runCli(['generate', 'routes.rb', 'photo'], { cwd: project() })
  assert.equal(run, { code: 1, stdout: '', stderr: 'No route matches {:action=>"show", :controller=>"photos"}, missing required keys: [:id]\n' })
})

generate('an unknown name, a YAML routes file', async () => {
  const cwd = project()
  const unknown = await runCli(['generate', 'routes.rb', 'nope'], { cwd })
  assert.equal(unknown, { code: 1, stdout: '', stderr: "routecraft: no route named 'nope' in routes.rb\n" })
  const typo = await runCli(['generate', 'routes.rb', 'phot_path', '3'], { cwd })
  assert.equal(typo, { code: 1, stdout: '', stderr: "routecraft: no route named 'phot' in routes.rb; did you mean 'photo'?\n" })
  assert.is((await runCli(['generate', 'routes.yaml', 'photo', '3'], { cwd })).stdout, '/photos/3\n')
})

generate('a `direct` URL helper is named as one, in routes.rb and routes.yaml', async () => {
  const cwd = tempDir({
    'routes.rb': 'direct :homepage do\n  "https://example.com"\nend\nget "a", to: "a#b"\n',
    'routes.yaml': 'routes:\n  - get: a\n    to: a#b\n  - direct: homepage\n',
  })
  const message = (at: string): string => `routecraft: 'homepage' is a \`direct\` URL helper (${at}): the application makes its URL by running the helper's block, so it has no route to generate from\n`
  assert.equal(await runCli(['generate', 'routes.rb', 'homepage_url'], { cwd }), { code: 1, stdout: '', stderr: message('routes.rb:1:1') })
  assert.equal(await runCli(['generate', 'routes.yaml', 'homepage'], { cwd }), { code: 1, stdout: '', stderr: message('routes.yaml:4:5') })
})

generate.run()

const convert = suite('cli: convert')

convert('routes.rb → routes.yaml → routes.rb', async () => {
  const cwd = tempDir({ 'routes.rb': "resources :photos, only: [:index, :show] do\n  member do\n    get :preview\n  end\nend\n" })
  const yaml = await runCli(['convert', 'routes.rb'], { cwd })
  assert.is(yaml.code, 0)
  assert.is(yaml.stdout, 'routes:\n  - resources: photos\n    only: [index, show]\n    routes:\n      - member:\n          - get: !sym preview\n')
  const back = await runCli(['convert', 'routes.yaml', '--to', 'rb'], { cwd: tempDir({ 'routes.yaml': yaml.stdout }) })
  assert.is(back.stdout, "resources :photos, only: [:index, :show] do\n  member do\n    get :preview\n  end\nend\n")
})

convert('--schema writes the editor modeline; errors exit 1; a bad --to exits 2', async () => {
  const cwd = tempDir({ 'routes.rb': 'resources :photos\n', 'bad.rb': 'resources :photos,\n' })
  const withSchema = await runCli(['convert', 'routes.rb', '--schema', 'node_modules/routecraft/schema/routes.schema.json'], { cwd })
  assert.match(withSchema.stdout, /^# yaml-language-server: \$schema=node_modules\/routecraft\/schema\/routes\.schema\.json\n/)
  const bad = await runCli(['convert', 'bad.rb'], { cwd })
  assert.is(bad.code, 1)
  assert.match(bad.stderr, /^bad\.rb:/)
  assert.is((await runCli(['convert', 'routes.rb', '--to', 'json'], { cwd })).code, 2)
})

convert.run()
