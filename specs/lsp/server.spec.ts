// `routecraft lsp` driven over stdio as an editor drives it, on the example blog (copied, so
// edits stay in a temporary directory).
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { CodeAction, CodeLens, CompletionItem, Hover, Location, SymbolInformation } from 'vscode-languageserver-protocol'
import { tempDir } from '../cli/helpers.js'
import { RoutesLanguageClient } from './_client.js'

const lsp = suite<{ client: RoutesLanguageClient; dir: string; routes: string; text: string }>('lsp: the blog')

lsp.before(async (context) => {
  context.dir = tempDir()
  cpSync(fileURLToPath(new URL('../../examples/blog/config', import.meta.url)), join(context.dir, 'config'), { recursive: true })
  context.routes = join(context.dir, 'config/routes.rb')
  context.text = readFileSync(context.routes, 'utf8')
  context.client = await RoutesLanguageClient.start()
})
lsp.after(async ({ client }) => client.stop())

/** The 0-based line of the first line containing `text`, and the character where it starts. */
function at(source: string, text: string, offset = 0): [number, number] {
  const lines = source.split('\n')
  const line = lines.findIndex((l) => l.includes(text))
  return [line, lines[line]!.indexOf(text) + offset]
}

lsp('diagnostics are what routecraft check reports, on the same lines, with the earlier route as related information', async ({ client, routes, text }) => {
  const diagnostics = await client.open(routes, text)
  assert.equal(diagnostics.map((d) => [d.code, d.range.start.line + 1, d.range.start.character + 1]), [['RC4002', 34, 3]])
  assert.ok(diagnostics[0]!.relatedInformation!.length > 0)
  assert.match(diagnostics[0]!.relatedInformation![0]!.location.uri, /config\/routes\.rb$/)
})

lsp('hover on a statement lists the routes it draws as rails routes prints them', async ({ client, routes, text }) => {
  const hover = await client.request<Hover>('textDocument/hover', routes, ...at(text, 'resources :authors'))
  const value = (hover.contents as { value: string }).value
  assert.match(value, '2 routes:')
  assert.match(value, /authors GET  \/authors\(\.:format\)       authors#index/)
  assert.match(value, /author GET  \/authors\/:slug\(\.:format\) authors#show/)
})

lsp('hover on an option says what it means', async ({ client, routes, text }) => {
  const hover = await client.request<Hover>('textDocument/hover', routes, ...at(text, 'only: [:index, :show]', 1))
  assert.match((hover.contents as { value: string }).value, 'Only these default actions')
})

lsp('a code lens above each statement counts its routes', async ({ client, routes, text }) => {
  const lenses = await client.send<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: `file://${routes}` } })
  const onLine = (needle: string) => lenses.find((lens) => lens.range.start.line === at(text, needle)[0])?.command?.title
  assert.is(onLine('resources :authors'), '2 routes')
  assert.is(onLine('root "posts#index"'), '1 route')
  assert.is(onLine('resources :posts, concerns'), '17 routes')
})

lsp('definition: from draw :admin to its file, and from a concern name to the concern', async ({ client, routes, text }) => {
  const drawn = await client.request<Location>('textDocument/definition', routes, ...at(text, ':admin', 1))
  assert.match(drawn.uri, /config\/routes\/admin\.rb$/)
  const concern = await client.request<Location>('textDocument/definition', routes, ...at(text, 'concerns: :commentable', 12))
  assert.is(concern.range.start.line, at(text, 'concern :commentable')[0])
})

lsp('completion: statements, the options of the statement at hand, actions, controllers', async ({ client, routes, text }) => {
  const lines = text.split('\n')
  const line = at(text, 'resources :authors')[0]
  const edit = async (replacement: string) => {
    lines[line] = replacement
    await client.change(routes, lines.join('\n'))
    return (await client.request<CompletionItem[]>('textDocument/completion', routes, line, replacement.length)).map((item) => item.label)
  }
  assert.ok((await edit('  resou')).includes('resources'))
  const options = await edit('  resources :authors, ')
  assert.ok(options.includes('only:') && options.includes('param:') && !options.includes('to:'), options.join(' '))
  assert.equal((await edit('  resources :authors, only: [:in')).slice(0, 3), ['index', 'show', 'new'])
  assert.ok((await edit('  get "x", to: "po')).includes('posts#show'))
  await client.change(routes, text)
})

lsp('workspace symbols: a helper name finds the statement that drew it', async ({ client, text }) => {
  const symbols = await client.send<SymbolInformation[]>('workspace/symbol', { query: 'post_comment_path' })
  const names = symbols.map((s) => s.name)
  assert.ok(names.includes('post_comment_path'), names.join(' '))
  const found = symbols.find((s) => s.name === 'post_comment_path')!
  assert.is(found.location.range.start.line, at(text, 'resources :comments')[0])
})

lsp('a misspelt option is reported as typed, and its quick fix renames it', async ({ client, routes, text }) => {
  const typo = text.replace('only: [:index, :show], param: :slug', 'onyl: [:index, :show], param: :slug')
  const diagnostics = await client.change(routes, typo)
  const misspelt = diagnostics.find((d) => d.code === 'RC4052')!
  assert.is(misspelt.range.start.line, at(typo, 'onyl:')[0])
  const actions = await client.send<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: `file://${routes}` }, range: misspelt.range, context: { diagnostics: [misspelt] } })
  const edits = actions[0]!.edit!.changes![`file://${routes}`]!
  assert.is(actions[0]!.title, 'Rename onyl: to only:')
  const [line, character] = [edits[0]!.range.start.line, edits[0]!.range.start.character]
  const fixed = typo.split('\n').map((l, i) => (i === line ? l.slice(0, character) + edits[0]!.newText + l.slice(edits[0]!.range.end.character) : l)).join('\n')
  assert.is(fixed, text)
  assert.equal((await client.change(routes, fixed)).map((d) => d.code), ['RC4002'])
})

lsp('editing a drawn file re-checks the routes file that draws it', async ({ client, dir }) => {
  const admin = join(dir, 'config/routes/admin.rb')
  const source = readFileSync(admin, 'utf8')
  await client.open(admin, source)
  const broken = await client.change(admin, source.replace(/end\s*$/, '  member do\n  end\nend\n'))
  assert.equal(broken.map((d) => [d.code, d.range.start.line + 1]), [['RC2002', source.split('\n').length - 1]])
})

lsp.run()
