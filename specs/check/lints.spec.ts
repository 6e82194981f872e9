// `check`'s lints: one case each, with its code, message and hint, in both front ends where the
// mistake can be written in both. Rails' behaviour behind each lint is in the golden cases named.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { lintRoutes } from '../../src/check/lints/index.js'
import type { Diagnostic } from '../../src/diagnostic.js'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { parseRoutesYaml } from '../../src/yaml/parse.js'

const lints = suite('check: lints')

/** The lints of one routes file: `[code, line:column, message, hint]` each. */
function lint(source: string, file = 'routes.rb'): Array<[string, string, string, string | undefined]> {
  const { ast, diagnostics } = (file.endsWith('.yaml') ? parseRoutesYaml : parseRoutes)(source, { file })
  assert.equal(diagnostics.filter((d) => d.severity === 'error'), [])
  const { routes } = expand(ast, { file })
  const at = (d: Diagnostic) => `${d.position.start.line}:${d.position.start.column}`
  return lintRoutes({ routes, files: [{ file, ast }] }).map((d) => [d.code, at(d), d.message, d.hint])
}

lints('RC4050: a String requirement that reads like a regexp (Rails matches it as text: y-lint-string-requirement)', () => {
  assert.equal(lint("get 'c/:id', to: 'photos#show', constraints: { id: '\\d+' }\n"), [
    ['RC4050', '1:52', "requirement :id is the string '\\d+': Rails matches a String requirement as literal text, not as a regexp", 'write a regexp literal: id: /\\d+/'],
  ])
  assert.equal(lint('routes:\n  - get: c/:id\n    to: photos#show\n    constraints: {id: /\\d+/}\n', 'routes.yaml'), [
    ['RC4050', '4:23', "requirement :id is the string '/\\d+/': Rails matches a String requirement as literal text, not as a regexp", 'tag it as a regexp: id: !regexp /\\d+/'],
  ])
  assert.equal(lint("get 'e/:id', to: 'photos#show', id: '[0-9]+'\n")[0]!.slice(0, 3), [
    'RC4050', '1:37', "option :id is the string '[0-9]+': Rails makes a String a default of the segment, not a requirement",
  ])
  assert.equal(lint("get 'c/:slug', to: 'a#b', constraints: { slug: 'about-us' }\n"), [])
})

lints('RC4051: a constraint naming no segment and no request method (dropped: m-constraint-on-non-param-ignored)', () => {
  assert.equal(lint("get 'd/:id', to: 'photos#show', constraints: { ib: /x/ }\n"), [
    ['RC4051', '1:48', 'constraint :ib names no segment of /d/:id(.:format) and no request method: Rails drops it', 'did you mean :id?'],
  ])
  assert.equal(lint("get 'w', to: 'x#w', constraints: { slug: /x/ }\n")[0]![3], 'name a segment of the path (:format) or a request method such as :subdomain')
  // A request method, a nested resource's `:user_id`, a segment of one of a block's routes: all fine.
  assert.equal(lint("get 'w', to: 'x#w', constraints: { subdomain: 'api' }\n"), [])
  assert.equal(lint('resources :users, constraints: { id: /[a-z]+/ }, only: [] do\n  resources :posts, only: :index\nend\n'), [])
  assert.equal(lint("constraints(id: /\\d+/) do\n  resources :photos\n  get 'about', to: 'pages#about'\nend\n"), [])
})

lints('RC4052: an option that looks like a misspelt one (Rails keeps it as a default: y-lint-misspelt-option)', () => {
  assert.equal(lint('resources :posts, onyl: [:index]\n'), [
    ['RC4052', '1:19', 'onyl: is not an option of resources: Rails keeps it as a default :onyl of its 8 routes', 'did you mean only:?'],
  ])
  assert.equal(lint("get 'x', to: 'a#b', contraints: { id: /\\d+/ }\n")[0]![3], 'did you mean constraints:?')
  // Defaults apps mean, a segment's own option and the hash form's path are not typos.
  assert.equal(lint("get 'x', to: 'a#b', external: true, mobile: 1\nget 'p/:pat', to: 'a#b', pat: /x/\nget 'tos' => 'static#show'\n"), [])
})

lints('RC4053: via: :all on a member route', () => {
  const expected = ['RC4053', '3:22', "via: :all on a member route: every verb (GET included) of the record's URL reaches this one action", 'list the verbs the action handles, e.g. via: [:get, :post]']
  assert.equal(lint("resources :photos do\n  member do\n    match 'preview', via: :all\n  end\nend\n"), [expected])
  assert.equal(lint("resources :photos do\n  match 'preview', via: :all, on: :member\nend\n").map((d) => d[0]), ['RC4053'])
  assert.equal(lint("resources :photos do\n  collection do\n    match 'search', via: :all\n  end\nend\n"), [])
})

lints('RC4054: root after a route that takes GET / (i-root-multiple-named)', () => {
  assert.equal(lint("get '(*path)', to: 'pages#show'\nroot 'home#index'\n"), [
    ['RC4054', '2:1', 'root is never reached: GET / is taken by /(*path)(.:format) (pages#show) from routes.rb:1', 'move the root above line 1'],
  ])
  // Conditions, mounts (they cascade) and globs that need a character do not take it.
  assert.equal(lint("get '*path', to: 'pages#show'\nconstraints subdomain: 'api' do\n  get '/', to: 'api#index'\nend\nmount ApiApp, at: '/'\nroot 'home#index'\n"), [])
})

lints('RC4055: (.:format) after a requirement that takes dots (a-resources-slug-ids)', () => {
  assert.equal(lint("get 'files/:name', to: 'files#show', constraints: { name: /[^\\/]+/ }\n"), [
    ['RC4055', '1:1', '(.:format) follows :name, whose requirement accepts dots: /files/:name(.:format) takes "value.json" whole into :name, and the format is never filled', 'add format: false, or keep dots out of the requirement (e.g. [^\\/.]+)'],
  ])
  // One finding per declaration; a lazy requirement leaves the extension to the format (g-resources-id-lazy-any).
  assert.equal(lint('resources :articles, id: /[^\\/]+/\n').length, 1)
  assert.equal(lint('resources :users, id: /.+?/\nget "v/:id", to: "a#b", id: /\\d+/\n'), [])
})

lints.run()
