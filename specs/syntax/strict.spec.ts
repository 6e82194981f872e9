// The strict routes language (docs/strict.md): what `--strict` refuses and what it reads.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { parseRoutes } from '../../src/syntax/index.js'
import { ROUTES_HELP } from '../../src/cli/help.js'

const codes = (source: string): string[] => parseRoutes(source, { strict: true }).diagnostics.map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column}`)

test('refused: lambdas, loops over literals, assignments, variables, block parameters, interpolation', () => {
  assert.equal(codes('get "p", to: "p#s", constraints: lambda { |req| req.subdomain == "x" }\n'), ['RC1014 1:34'])
  assert.equal(codes('get "p", to: "p#s", constraints: ->(req) { true }\n'), ['RC1014 1:34'])
  assert.equal(codes('%w[a b].each do |name|\n  get name, to: "pages#show"\nend\n'), ['RC1011 1:1'])
  assert.equal(codes('x = 1\nget "a", to: "a#b"\n'), ['RC1012 1:1'])
  assert.equal(codes('scope "a" do |o|\n  get "x"\nend\n'), ['RC1017 1:14'])
  assert.equal(codes('get "x#{y}", to: "a#b"\n'), ['RC1018 1:5'])
  assert.equal(codes('get "a", to: "b#c", as: "x".to_sym\n'), ['RC1008 1:25'])
  assert.equal(codes('get "a", to: "b#c", constraints: Admin.new(&:admin?)\n'), ['RC1019 1:34'])
  assert.equal(codes('def api\nend\n'), ['RC1015 1:1'])
})

test('read: direct, resolve and redirect blocks, with_options and concern parameters, decidable conditions', () => {
  const file = [
    'Rails.application.routes.draw do',
    '  direct :homepage do',
    '    "https://example.com"',
    '  end',
    '  resolve("Basket") { [:basket] }',
    '  get "old", to: redirect { |params, req| "/new" }',
    '  with_options(only: :index) do |o|',
    '    o.resources :a',
    '  end',
    '  concern :c do |options|',
    '    resources :x, options',
    '  end',
    '  get "dev", to: "dev#x" if Rails.env.development?',
    '  mount Sidekiq::Web, at: "/sidekiq", constraints: AdminConstraint.new(role: :admin)',
    '  get "a", to: "b#c", defaults: { locale: ENV["LOCALE"] }',
    'end',
    '',
  ].join('\n')
  assert.equal(codes(file), [])
})

test('one definition, quoted: README, --help and docs/real-files.md point to docs/strict.md', () => {
  const strictDoc = readFileSync('docs/strict.md', 'utf8')
  for (const code of ['RC1008', 'RC1010', 'RC1011', 'RC1012', 'RC1013', 'RC1014', 'RC1015', 'RC1016', 'RC1017', 'RC1018', 'RC1019', 'RC1022', 'RC2093']) {
    assert.ok(strictDoc.includes(code), `docs/strict.md names ${code}`)
  }
  assert.match(readFileSync('README.md', 'utf8'), 'docs/strict.md')
  assert.match(readFileSync('docs/real-files.md', 'utf8'), '(strict.md)')
  assert.match(ROUTES_HELP, 'docs/strict.md')
})

test.run()
