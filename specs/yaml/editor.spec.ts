// routes.yaml in a real editor engine: yaml-language-server, started once over stdio, checks
// documents that carry the schema modeline. Each planted mistake gets exactly one diagnostic, on
// the line `routecraft check` reports, naming the same key or value; valid documents get none;
// hovers describe the statement or option; completion offers kinds, options, values, snippets.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ALL_KINDS, KIND_OPTIONS } from '../../src/yaml/kinds.js'
import { routesSchema, routesSchemaPath } from '../../src/yaml/schema.js'
import type { LspDiagnostic } from '../_support/yaml-lsp.js'
import { CUSTOM_TAGS, YamlLanguageServer } from '../_support/yaml-lsp.js'
import { runCli, tempDir } from '../cli/helpers.js'

const MODELINE = `# yaml-language-server: $schema=${routesSchemaPath()}\n`
let server: YamlLanguageServer
/** The editor's diagnostics of each mistake, asked for all at once (each takes the server's 200 ms delay). */
const editorDiagnostics = new Map<string, LspDiagnostic[]>()

test.before(async () => {
  server = await YamlLanguageServer.start({ [routesSchemaPath()]: ['**/config/routes.yaml', '**/config/routes/*.yaml'] })
  const all = await Promise.all(MISTAKES.map((mistake) => server.diagnose(MODELINE + mistake.body)))
  MISTAKES.forEach((mistake, i) => editorDiagnostics.set(mistake.name, all[i]!))
})

test.after(async () => {
  await server.stop()
})

interface Mistake {
  name: string
  /** The document after the modeline. */
  body: string
  /** The key or value at fault: both messages name it, or point at it. */
  token: string
  /** What the editor says. */
  editor: RegExp
  /** The code `routecraft check` gives. */
  code: string
}

const MISTAKES: readonly Mistake[] = [
  { name: 'unknown option', body: 'routes:\n  - resources: photos\n    onyl: [index, show]\n', token: 'onyl', editor: /^Property onyl is not allowed\.$/, code: 'RC3012' },
  { name: 'unknown option two levels down', body: 'routes:\n  - namespace: admin\n    routes:\n      - resources: photos\n        excep: [show]\n', token: 'excep', editor: /^Property excep is not allowed\.$/, code: 'RC3012' },
  { name: 'unknown option of scope', body: 'routes:\n  - scope: /admin\n    modul: admin\n    routes:\n      - resources: posts\n', token: 'modul', editor: /^Property modul is not allowed\.$/, code: 'RC3012' },
  { name: 'option of another kind', body: 'routes:\n  - get: photos/search\n    only: [index]\n', token: 'only', editor: /^Property only is not allowed\.$/, code: 'RC3012' },
  { name: 'two kinds in one item', body: 'routes:\n  - resources: photos\n    resource: profile\n', token: 'resource', editor: /^Property resource is not allowed\.$/, code: 'RC3012' },
  { name: 'unknown statement kind', body: 'routes:\n  - resourcs: photos\n', token: 'resourcs', editor: /^Property resourcs is not allowed\.$/, code: 'RC3010' },
  { name: 'unknown statement kind with options', body: 'routes:\n  - resourcez: photos\n    only: [index]\n', token: 'resourcez', editor: /^Property resourcez is not allowed\.$/, code: 'RC3010' },
  { name: 'unknown statement kind nested', body: 'routes:\n  - resources: photos\n    routes:\n      - memebr:\n          - get: preview\n', token: 'memebr', editor: /^Property memebr is not allowed\.$/, code: 'RC3010' },
  { name: 'a method without a kind', body: 'routes:\n  - devise_for: users\n', token: 'devise_for', editor: /^Property devise_for is not allowed\.$/, code: 'RC3010' },
  { name: 'options without a kind', body: 'routes:\n  - only: [index]\n', token: 'only', editor: /^A statement starts with its kind \(resources, .*\): for example `- resources: photos`\.$/, code: 'RC3010' },
  { name: 'statement not a mapping', body: 'routes:\n  - resources photos\n', token: 'resources photos', editor: /^A statement is a mapping whose first key names its kind/, code: 'RC3011' },
  { name: 'wrong type (boolean)', body: 'routes:\n  - resources: photos\n    shallow: "yes"\n', token: '"yes"', editor: /^Incorrect type\. Expected "boolean"\.$/, code: 'RC3013' },
  { name: 'wrong type (mapping for a list)', body: 'routes:\n  - resources: photos\n    only: { index: true }\n', token: '{ index: true }', editor: /^Incorrect type\. Expected one of string, array\.$/, code: 'RC3013' },
  { name: 'wrong type (block kind given a string)', body: 'routes:\n  - resources: photos\n    routes:\n      - member: get preview\n', token: 'get preview', editor: /^Incorrect type\. Expected one of array, null\.$/, code: 'RC3013' },
  { name: 'bad enum: via', body: 'routes:\n  - match: photos\n    via: [get, fetch]\n    to: photos#index\n', token: 'fetch', editor: /^Value is not accepted\. Valid values: "get", "post", .*"all"\.$/, code: 'RC3014' },
  { name: 'bad enum: via as a string', body: 'routes:\n  - get: photos\n    via: gett\n', token: 'gett', editor: /^Value is not accepted\. Valid values: "get", /, code: 'RC3014' },
  { name: 'bad enum: on', body: 'routes:\n  - get: preview\n    on: members\n', token: 'members', editor: /^Value is not accepted\. Valid values: "member", "collection", "new"\.$/, code: 'RC3014' },
  { name: 'bad enum: on: yes (YAML 1.2)', body: 'routes:\n  - get: preview\n    on: yes\n', token: 'yes', editor: /^Value is not accepted\. Valid values: "member", "collection", "new"\.$/, code: 'RC3014' },
  { name: 'bad enum: only action', body: 'routes:\n  - resources: photos\n    only: [index, show, destory]\n', token: 'destory', editor: /^Value is not accepted\. Valid values: "index", "create", "new", "edit", "show", "update", "destroy"\.$/, code: 'RC3014' },
  { name: 'bad enum: except action as a string', body: 'routes:\n  - resources: photos\n    except: destory\n', token: 'destory', editor: /^Value is not accepted\. Valid values: "index", /, code: 'RC3014' },
  { name: 'misplaced block: routes: under a block kind', body: 'routes:\n  - resources: photos\n    routes:\n      - member:\n        routes:\n          - get: preview\n', token: 'routes', editor: /^Property routes is not allowed\.$/, code: 'RC3012' },
  { name: 'misplaced option on a block kind', body: 'routes:\n  - resources: photos\n    routes:\n      - member:\n          - get: preview\n        on: member\n', token: 'on', editor: /^Property on is not allowed\.$/, code: 'RC3012' },
  { name: 'duplicate key', body: 'routes:\n  - resources: photos\n    only: [index]\n    only: [show]\n', token: 'only', editor: /^Map keys must be unique$/, code: 'RC3002' },
  { name: 'unknown tag', body: 'routes:\n  - get: photos\n    to: !symbol photos#index\n', token: '!symbol', editor: /^Unresolved tag: !symbol$/, code: 'RC3018' },
]

/** The offset of a 1-based line and column, or of an LSP position, in `text`. */
function offsetAt(text: string, line: number, character: number): number {
  const lines = text.split('\n')
  return lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0) + character
}

/** Does `message` name `token`, or does `text` at `offset` start with it? */
function names(token: string, message: string, text: string, offset: number): boolean {
  return message.includes(token) || text.slice(offset).startsWith(token)
}

interface CliDiagnostic {
  line: number
  column: number
  code: string
  message: string
}

/** What `routecraft check --json` reports for `text`, as line, column, code and message. */
async function check(text: string): Promise<CliDiagnostic[]> {
  const cwd = tempDir({ 'routes.yaml': text })
  const { stdout } = await runCli(['check', 'routes.yaml', '--json'], { cwd })
  const report = JSON.parse(stdout) as { diagnostics: { code: string; message: string; position: { start: { line: number; column: number } } }[] }
  return report.diagnostics.map((d) => ({ line: d.position.start.line, column: d.position.start.column, code: d.code, message: d.message }))
}

function describe(diagnostics: readonly LspDiagnostic[]): string {
  return JSON.stringify(diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${d.message}`))
}

for (const mistake of MISTAKES) {
  test(`${mistake.name}: one editor diagnostic, on the CLI's line, naming ${mistake.token}`, async () => {
    const text = MODELINE + mistake.body
    const editor = editorDiagnostics.get(mistake.name)!
    assert.is(editor.length, 1, describe(editor))
    const found = editor[0]!
    assert.match(found.message, mistake.editor)
    const cli = await check(text)
    assert.ok(cli.length >= 1, `the CLI reports it: ${JSON.stringify(cli)}`)
    const first = cli[0]!
    assert.is(first.code, mistake.code, first.message)
    assert.is(found.range.start.line + 1, first.line, `editor ${describe(editor)}, CLI ${JSON.stringify(first)}`)
    assert.ok(names(mistake.token, found.message, text, offsetAt(text, found.range.start.line, found.range.start.character)), `editor names ${mistake.token}: ${describe(editor)}`)
    assert.ok(names(mistake.token, first.message, text, offsetAt(text, first.line - 1, first.column - 1)), `CLI names ${mistake.token}: ${JSON.stringify(first)}`)
  })
}

test('documents with several mistakes, or mistakes in the document itself: one editor diagnostic per CLI error, on the same lines', async () => {
  const cases = ['several-errors', 'missing-routes', 'routes-not-a-list', 'errors-inside-invalid-parent']
  const texts = cases.map((name) => MODELINE + readFileSync(fileURLToPath(new URL(`../yaml-errors/${name}/routes.yaml`, import.meta.url)), 'utf8'))
  const editor = await Promise.all(texts.map((text) => server.diagnose(text)))
  for (const [i, name] of cases.entries()) {
    const cli = await check(texts[i]!)
    assert.equal(editor[i]!.map((d) => d.range.start.line + 1).sort((a, b) => a - b), cli.map((d) => d.line).sort((a, b) => a - b), `${name}: editor ${describe(editor[i]!)}, CLI ${JSON.stringify(cli)}`)
  }
})

test('valid documents (every statement kind, tags, golden cases) get no diagnostics', async () => {
  const everyKind = [
    'routes:',
    '  - routeSet: Rails.application.routes',
    '    routes:',
    '      - root: pages#home',
    '      - resources: photos',
    '        only: [index, show]',
    '        constraints: { id: !regexp /\\d+/ }',
    '        routes:',
    '          - member:',
    '              - get: preview',
    '          - collection:',
    '              - post: search',
    '          - new:',
    '              - get: draft',
    '          - nested:',
    '              - get: tags',
    '          - concerns: [commentable]',
    '      - resource: profile',
    '        except: destroy',
    '      - namespace: admin',
    '        routes:',
    '          - shallow:',
    '              - resources: articles',
    '      - scope: /v1',
    '        module: v1',
    '        routes: []',
    '      - controller: pages',
    '        routes:',
    '          - match: about',
    '            via: [get, post]',
    '          - patch: a',
    '          - put: b',
    '          - delete: c',
    '          - options: d',
    '            on: collection',
    '      - constraints:',
    '        subdomain: api',
    '        routes: []',
    '      - defaults:',
    '        format: json',
    '        routes: []',
    '      - mount: !call ActionCable.server',
    '        at: /cable',
    '      - draw: admin',
    '      - concern: commentable',
    '        routes:',
    '          - resources: comments',
    '      - direct: homepage',
    '        args: https://rubyonrails.org',
    '      - resolve: Basket',
    '      - call: devise_for',
    '        args: users',
    '        skip: [sessions]',
    '      - get: old',
    '        to: !call { redirect: /new }',
    '',
  ].join('\n')
  const golden = fileURLToPath(new URL('../golden/', import.meta.url))
  const cases = readdirSync(golden).filter((name, i) => i % 4 === 0 && readdirSync(join(golden, name)).includes('routes.yaml'))
  assert.ok(cases.length >= 50, String(cases.length))
  const texts = [everyKind, ...cases.map((name) => readFileSync(join(golden, name, 'routes.yaml'), 'utf8').replace(/^# yaml-language-server:.*\n/, ''))]
  const results = await Promise.all(texts.map((text) => server.diagnose(MODELINE + text)))
  results.forEach((diagnostics, i) => assert.equal(describe(diagnostics), '[]', i === 0 ? 'every kind' : cases[i - 1]))
})

test('without the modeline, config/routes.yaml gets the schema from yaml.schemas (as from SchemaStore)', async () => {
  const body = 'routes:\n  - resources: photos\n    onyl: [index]\n'
  const [associated, drawn, other] = await Promise.all([server.diagnose(body, 'config/routes.yaml'), server.diagnose(body, 'config/routes/admin.yaml'), server.diagnose(body, 'other.yaml')])
  for (const diagnostics of [associated, drawn]) assert.equal(diagnostics.map((d) => [d.range.start.line, d.message]), [[2, 'Property onyl is not allowed.']])
  assert.equal(other, [])
})

test('hover on a statement key describes that statement, with an example and the Rails guide', async () => {
  for (const kind of ALL_KINDS) {
    const text = `${MODELINE}routes:\n  - ${kind}: x\n`
    const hover = await server.hover(text, `- ${kind}`, 2)
    assert.match(hover, `**${kind}**: `, kind)
    assert.match(hover, '```yaml', kind)
    assert.match(hover, 'https://guides.rubyonrails.org/routing.html#', kind)
  }
})

test('hover on an option describes the option', async () => {
  const text = `${MODELINE}routes:\n  - resources: photos\n    only: [index]\n    shallow: true\n  - get: photos/search\n    via: [get, post]\n    on: collection\n`
  assert.match(await server.hover(text, 'only'), '**only**: Only these default actions (`only: [index, show]`')
  assert.match(await server.hover(text, 'only'), '(https://guides.rubyonrails.org/routing.html#restricting-the-routes-created)')
  assert.match(await server.hover(text, 'shallow'), '**shallow**: Nest only the collection routes')
  assert.match(await server.hover(text, 'via'), '**via**: HTTP verbs of a `match`')
  assert.match(await server.hover(text, 'on:'), '**on**: Where the route goes inside a resource')
})

test('completion: statement kinds and snippets at a new list item, at any depth', async () => {
  for (const [text, at] of [
    [`${MODELINE}routes:\n  - \n`, '  - '],
    [`${MODELINE}routes:\n  - namespace: admin\n    routes:\n      - \n`, '      - '],
  ] as const) {
    const labels = (await server.complete(text, at)).map((item) => item.label)
    for (const kind of ALL_KINDS) assert.ok(labels.includes(kind), `${kind} in ${labels.join(' ')}`)
    for (const option of ['only', 'via', 'to', 'at']) assert.not.ok(labels.includes(option), `no option ${option} before the kind`)
    assert.ok(labels.includes('resources with only') && labels.includes('namespace block'), labels.join(' '))
  }
  const snippet = (await server.complete(`${MODELINE}routes:\n  - \n`, '  - ')).find((item) => item.label === 'resources with only')!
  assert.match(snippet.insertText ?? '', /resources: \$\{1:photos\}\n\s*only:/)
})

test('completion: the options of that kind, and only those', async () => {
  const options = async (kind: string): Promise<string[]> => {
    const labels = (await server.complete(`${MODELINE}routes:\n  - ${kind}: x\n    \n`, `${kind}: x\n    `)).map((item) => item.label)
    return labels.filter((label) => !label.startsWith('!'))
  }
  for (const kind of ['resources', 'get', 'root', 'mount', 'namespace', 'scope']) {
    const expected = [...(KIND_OPTIONS[kind] ?? []), 'args', 'with', 'routes'].filter((name) => name !== kind).sort()
    assert.equal((await options(kind)).sort(), expected, kind)
  }
})

test('completion: enum values of on:, only:/except: actions, via: verbs', async () => {
  const values = async (body: string, at: string): Promise<string[]> => (await server.complete(MODELINE + body, at)).map((item) => item.label).filter((label) => !label.startsWith('!'))
  const actions = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy']
  assert.equal(await values('routes:\n  - get: a\n    on: \n', 'on: '), ['member', 'collection', 'new'])
  assert.equal((await values('routes:\n  - resources: photos\n    only: \n', 'only: ')).sort(), [...actions].sort())
  assert.equal((await values('routes:\n  - resources: photos\n    except: [index, ]\n', 'except: [index, ')).sort(), [...actions].sort())
  for (const [body, at] of [['routes:\n  - match: a\n    via: [get, ]\n', 'via: [get, '], ['routes:\n  - match: a\n    via: \n', 'via: ']]) {
    const verbs = await values(body, at)
    for (const verb of ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'all']) assert.ok(verbs.includes(verb), `${verb} in ${verbs.join(' ')} at ${at}`)
  }
})

test('docs/routes-yaml.md and schema/routes.md declare the tags these specs use; the SchemaStore entry points at the published schema', () => {
  for (const doc of ['../../docs/routes-yaml.md', '../../schema/routes.md']) {
    const text = readFileSync(fileURLToPath(new URL(doc, import.meta.url)), 'utf8')
    const block = /```json\n(\{\s*"yaml\.customTags"[\s\S]*?)```/.exec(text)
    assert.ok(block, `${doc} shows yaml.customTags`)
    assert.equal((JSON.parse(block![1]!) as Record<string, unknown>)['yaml.customTags'], CUSTOM_TAGS, doc)
  }
  const guide = readFileSync(fileURLToPath(new URL('../../docs/routes-yaml.md', import.meta.url)), 'utf8')
  const lua = /```lua\n([\s\S]*?)```/.exec(guide)![1]!
  assert.equal([...lua.matchAll(/'(![a-z]+ [a-z]+)'/g)].map((m) => m[1]), CUSTOM_TAGS)
  const entry = JSON.parse(readFileSync(fileURLToPath(new URL('../../schema/schemastore-catalog-entry.json', import.meta.url)), 'utf8')) as { fileMatch: string[]; url: string }
  assert.ok(entry.fileMatch.includes('routes.yaml') && entry.fileMatch.includes('config/routes.yaml'), entry.fileMatch.join(' '))
  // The $id names the schema (a urn: no host serves it); the catalog needs a URL that serves the
  // published package's file.
  assert.is(routesSchema().$id, 'urn:routecraft:schema:routes-1')
  assert.is(entry.url, 'https://unpkg.com/routecraft/schema/routes.schema.json')
})

test.run()
