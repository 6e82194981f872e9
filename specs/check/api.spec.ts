// `check(file | routes, options)`: `routecraft check`'s findings through the package's API.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { check, expand, parseRoutes } from '../../src/index.js'
import { runCli, tempDir } from '../cli/helpers.js'

const codes = (diagnostics: ReadonlyArray<{ code: string; file: string; position: { start: { line: number } } }>): string[] =>
  diagnostics.map((d) => `${d.code} ${d.file}:${d.position.start.line}`)

test('a file: the findings of the table and the lints of its declarations, with related places', () => {
  const app = tempDir({ 'config/routes.rb': 'get "*path", to: "pages#show"\nget "about", to: "pages#about"\nget "x/:id", to: "x#show", constraints: { id: "\\\\d+" }\n' })
  const result = check(join(app, 'config/routes.rb'))
  assert.equal(codes(result.diagnostics), ['RC4001 routes.rb:2', 'RC4001 routes.rb:3', 'RC4050 routes.rb:3'])
  assert.equal(result.diagnostics[0]!.related!.map((r) => `${r.file}:${r.position.start.line}`), ['routes.rb:1'])
  assert.equal([result.errors, result.warnings], [0, 3])
})

test('a routes.yaml file, and a file that does not draw: its errors, no findings', () => {
  const app = tempDir({ 'routes.yaml': 'routes:\n  - get: "*path"\n    to: pages#show\n  - get: about\n    to: pages#about\n', 'bad.rb': 'member do\nend\nget "*p", to: "a#b"\nget "x", to: "a#c"\n' })
  assert.equal(codes(check(join(app, 'routes.yaml')).diagnostics), ['RC4001 routes.yaml:4'])
  const bad = check(join(app, 'bad.rb'))
  assert.equal(codes(bad.diagnostics), ['RC2002 bad.rb:1'])
  assert.equal([bad.errors, bad.routes.length], [1, 0])
})

test('routes: findings without sources, lints with them; unused routes against an application', () => {
  const source = 'resources :photos, only: [:index, :show]\nget "p/:id", to: "photos#show", constraints: { id: "\\\\d+" }\n'
  const { routes } = expand(parseRoutes(source, { file: 'config/routes.rb' }).ast, { file: 'config/routes.rb' })
  assert.equal(codes(check(routes).diagnostics), [])
  assert.equal(codes(check(routes, { sources: new Map([['config/routes.rb', source]]) }).diagnostics), ['RC4050 config/routes.rb:2'])
  const app = tempDir({
    'app/controllers/application_controller.rb': 'class ApplicationController < ActionController::Base\nend\n',
    'app/controllers/photos_controller.rb': 'class PhotosController < ApplicationController\n  def index\n  end\nend\n',
  })
  mkdirSync(join(app, 'config'), { recursive: true })
  const unused = check(routes, { unused: app }).diagnostics
  assert.equal(unused.map((d) => d.code), ['RC4061'], JSON.stringify(unused.map((d) => d.message)))
})

test('a root after a route that takes GET / is warned once, by the lint that says where to move it', async () => {
  const app = tempDir({ 'config/routes.rb': 'get "/", to: "home#index"\nroot "pages#home"\n' })
  assert.equal(codes(check(join(app, 'config/routes.rb')).diagnostics), ['RC4054 routes.rb:2'])
  const cli = await runCli(['check', '--json', 'config/routes.rb'], { cwd: app })
  assert.equal((JSON.parse(cli.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code), ['RC4054'])
})

test.run()
