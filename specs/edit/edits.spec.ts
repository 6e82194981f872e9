// Comment-preserving edits (src/edit/): each helper returns text edits against the original
// source; applied, they change only the lines meant, every comment and blank line stays, and the
// result parses to the AST the edit describes.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { withoutPositions } from '../../src/ast/positions.js'
import type { RouteFile, RouteSet, Statement } from '../../src/ast/types.js'
import { applyEdits, insertStatement, removeOption, renameResource, setOption } from '../../src/edit/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const SOURCE = `# Routes of the blog.
Rails.application.routes.draw do
  # Posts, read by everyone.
  resources :posts, only: [:index, :show] do # public
    resources :comments # nested

    # resources :tags (next release)
  end

  resources :photos # gallery
  root "posts#index" # home
end
`

const parse = (text: string): RouteFile => {
  const { ast, diagnostics } = parseRoutes(text, { file: 'routes.rb' })
  assert.equal(diagnostics, [])
  return ast
}
const routeSet = (ast: RouteFile) => ast.children[0] as RouteSet
const statement = (ast: RouteFile, index: number) => routeSet(ast).children[index] as Statement

const codemod = suite('edit: a codemod')

codemod('adds a nested resource to a commented file and restricts another: a two-line diff, comments kept', () => {
  const ast = parse(SOURCE)
  const posts = statement(ast, 0)
  const edits = [...insertStatement(SOURCE, posts, 'resources :tags, only: :index'), ...setOption(SOURCE, posts, 'only', '[:index, :show, :edit]')]
  const after = applyEdits(SOURCE, edits)
  // Two lines differ, the option's and the one added after the block's last comment; every
  // other line, comments and the blank one included, is as it was.
  const lines = after.split('\n')
  const original = SOURCE.split('\n')
  assert.is(lines[3], '  resources :posts, only: [:index, :show, :edit] do # public')
  assert.is(lines[7], '    resources :tags, only: :index')
  assert.equal([...lines.slice(0, 3), original[3], ...lines.slice(4, 7), ...lines.slice(8)], original)
  // The result is the AST the edit describes.
  const expected = withoutPositions(ast)
  const expectedPosts = (expected.children[0] as unknown as { children: unknown[] }).children[0] as { options: { value: unknown }[]; children: unknown[] }
  expectedPosts.options[0]!.value = withoutPositions(parse('x only: [:index, :show, :edit]\n').children[0] as Statement).options[0]!.value
  expectedPosts.children.push(withoutPositions(parse('resources :tags, only: :index\n').children[0]!))
  assert.equal(withoutPositions(parse(after)), expected)
})

const insert = suite('edit: insertStatement')

insert('a statement without a block gets one; its trailing comment stays on its line', () => {
  const ast = parse(SOURCE)
  const after = applyEdits(SOURCE, insertStatement(SOURCE, statement(ast, 1), 'resources :albums'))
  assert.ok(after.includes('  resources :photos do # gallery\n    resources :albums\n  end\n  root "posts#index" # home\n'), after)
  assert.is(statement(parse(after), 1).children!.length, 1)
})

insert('into the routes.draw block, the file, an if (before its else), and a one-line brace block', () => {
  const ast = parse(SOURCE)
  const drawn = applyEdits(SOURCE, insertStatement(SOURCE, routeSet(ast), { ...statement(ast, 2), arguments: [{ type: 'string', value: 'home#index', position: statement(ast, 2).position }] } as Statement))
  assert.ok(drawn.endsWith('  root "posts#index" # home\n  root \'home#index\'\nend\n'), drawn)
  const plain = 'resources :a\n# end of file\n'
  assert.is(applyEdits(plain, insertStatement(plain, parse(plain), 'resources :b')), 'resources :a\nresources :b\n# end of file\n')
  const empty = ''
  assert.is(applyEdits(empty, insertStatement(empty, parse(empty), 'root "a#b"')), 'root "a#b"\n')
  const conditional = 'if Rails.env.development?\n  get "a", to: "a#a"\nelse\n  get "b", to: "b#b"\nend\n'
  const cAst = parse(conditional)
  assert.is(applyEdits(conditional, insertStatement(conditional, cAst.children[0] as never, 'get "c", to: "c#c"')), 'if Rails.env.development?\n  get "a", to: "a#a"\n  get "c", to: "c#c"\nelse\n  get "b", to: "b#b"\nend\n')
  const brace = 'resources :posts do\n  member { post :publish }\nend\n'
  const member = (parse(brace).children[0] as Statement).children![0] as Statement
  const braced = applyEdits(brace, insertStatement(brace, member, 'post :archive'))
  assert.is(braced, 'resources :posts do\n  member { post :publish; post :archive }\nend\n')
  assert.is(((parse(braced).children[0] as Statement).children![0] as Statement).children!.length, 2)
})

insert('an empty block, and tab indentation', () => {
  const empty = 'namespace :admin do\nend\n'
  assert.is(applyEdits(empty, insertStatement(empty, parse(empty).children[0] as Statement, 'resources :users')), 'namespace :admin do\n  resources :users\nend\n')
  const tabs = '\tnamespace :admin do\n\tend\n'
  assert.is(applyEdits(tabs, insertStatement(tabs, parse(tabs).children[0] as Statement, 'resources :users')), '\tnamespace :admin do\n\t\tresources :users\n\tend\n')
})

const options = suite('edit: setOption, removeOption, renameResource')

options('set adds an option after the last argument or option, before the block; replaces one already written', () => {
  const text = 'resources :photos do # gallery\n  get :preview, on: :member # thumbnails\nend\n'
  const photos = parse(text).children[0] as Statement
  assert.is(applyEdits(text, setOption(text, photos, 'path', '"pictures"')), 'resources :photos, path: "pictures" do # gallery\n  get :preview, on: :member # thumbnails\nend\n')
  const preview = photos.children![0] as Statement
  assert.is(applyEdits(text, setOption(text, preview, 'on', ':collection')), 'resources :photos do # gallery\n  get :preview, on: :collection # thumbnails\nend\n')
  const rocket = "get 'a', 'to' => 'a#b'\n"
  assert.is(applyEdits(rocket, setOption(rocket, parse(rocket).children[0] as Statement, 'to', "'c#d'")), "get 'a', 'to' => 'c#d'\n")
})

options('remove takes the option and its comma, wherever it is', () => {
  const text = 'resources :photos, only: [:index], path: "p" # note\n'
  const photos = parse(text).children[0] as Statement
  assert.is(applyEdits(text, removeOption(text, photos, 'only')), 'resources :photos, path: "p" # note\n')
  assert.is(applyEdits(text, removeOption(text, photos, 'path')), 'resources :photos, only: [:index] # note\n')
  assert.equal(removeOption(text, photos, 'as'), [])
  const multi = 'resources :photos,\n  only: [:index],\n  path: "p"\n'
  assert.is(applyEdits(multi, removeOption(multi, parse(multi).children[0] as Statement, 'path')), 'resources :photos,\n  only: [:index]\n')
  const root = 'root to: "a#b"\n'
  assert.is(applyEdits(root, removeOption(root, parse(root).children[0] as Statement, 'to')), 'root\n')
})

options('rename rewrites the first argument as the same kind of literal', () => {
  const text = "resources :photos # gallery\nget 'about', to: 'pages#about'\n"
  const ast = parse(text)
  assert.is(applyEdits(text, renameResource(text, ast.children[0] as Statement, 'pictures')), "resources :pictures # gallery\nget 'about', to: 'pages#about'\n")
  assert.is(applyEdits(text, renameResource(text, ast.children[1] as Statement, 'about-us')), "resources :photos # gallery\nget 'about-us', to: 'pages#about'\n")
  const root = 'root to: "a#b"\n'
  assert.throws(() => renameResource(root, parse(root).children[0] as Statement, 'x'), /root at 1:1 has no name to rename/)
})

options('overlapping edits are refused', () => {
  assert.throws(() => applyEdits('abcdef', [{ start: 1, end: 4, text: 'x' }, { start: 3, end: 5, text: 'y' }]), RangeError)
  assert.is(applyEdits('ab', [{ start: 1, end: 1, text: 'x' }, { start: 1, end: 1, text: 'y' }]), 'axyb')
})

codemod.run()
insert.run()
options.run()
