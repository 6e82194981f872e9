// The YAML front end's API beyond the goldens: positions, tags and defaults, aliases, the
// printer's modeline, conversion, loading .yaml files and drawing .yaml/.yml files.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Ajv } from 'ajv'
import { optionPairs, withoutPositions } from '../../src/ast/index.js'
import { DRAW_EXTENSIONS, inspectRoutesFile, loadRoutes, RoutesError } from '../../src/load.js'
import { parseRoutes } from '../../src/syntax/index.js'
import { convertRoutes, formatOf, parseRoutesYaml, printRoutesYaml, routesSchema } from '../../src/yaml/index.js'
import { ALL_KINDS, KIND_OPTIONS, RESERVED_KEYS } from '../../src/yaml/kinds.js'
import { EDITOR_KEYWORDS } from '../../src/yaml/schema.js'

const sameAst = (yaml: string, rb: string): void => {
  const parsed = parseRoutesYaml(yaml)
  assert.equal(parsed.diagnostics, [])
  assert.equal(withoutPositions(parsed.ast), withoutPositions(parseRoutes(rb).ast))
}

test('positions come from the YAML nodes: 1-based line:column, 0-based offset, exclusive end', () => {
  const source = 'routes:\n  - resources: photos\n    only: [index]\n'
  const { ast } = parseRoutesYaml(source)
  const resources = ast.children[0]!
  assert.equal(ast.position.end, { line: 4, column: 1, offset: source.length })
  assert.equal(resources.position.start, { line: 2, column: 5, offset: 12 })
  assert.equal(resources.position.end, { line: 3, column: 18, offset: 47 })
  if (!('options' in resources)) throw new Error('unexpected')
  assert.equal(resources.arguments[0]!.position, { start: { line: 2, column: 16, offset: 23 }, end: { line: 2, column: 22, offset: 29 } })
  const only = optionPairs(resources.options)[0]!
  assert.equal([only.key.position.start.column, only.key.position.end.column], [5, 9])
  assert.equal([only.position.start.column, only.position.end.column], [5, 18])
})

test('untagged strings take the usual Ruby type of their place; tags say otherwise', () => {
  sameAst('routes:\n  - resources: [photos, !str albums]\n    only: [index, !str show]\n    as: list\n', "resources :photos, 'albums', only: [:index, 'show'], as: 'list'\n")
  sameAst('routes:\n  - get: photos\n  - get: !sym preview\n    action: show\n    to: !sym x\n', "get 'photos'\nget :preview, action: :show, to: :x\n")
  sameAst('routes:\n  - mount: Blog::Engine\n    at: /blog\n  - mount: !call ActionCable.server\n    at: /cable\n', "mount Blog::Engine, at: '/blog'\nmount ActionCable.server, at: '/cable'\n")
  sameAst("routes:\n  - get: x\n    to: !call { redirect: /y, status: 301 }\n    constraints: { id: !regexp /\\d+/i, host: !const Foo::Bar }\n    format: ~\n    as: 'true'\n", "get 'x', to: redirect('/y', status: 301), constraints: { id: /\\d+/i, host: Foo::Bar }, format: nil, as: 'true'\n")
})

test('with: holds options the kind does not know, hash-rocket keys included; args: arguments', () => {
  sameAst("routes:\n  - scope: (:locale)\n    with:\n      locale: !regexp /en|nl/\n    routes: []\n", "scope '(:locale)', locale: /en|nl/ do\nend\n")
  sameAst("routes:\n  - get:\n    with:\n      !str photos: photos#index\n      on: member\n", "get 'photos' => 'photos#index', on: :member\n")
  sameAst('routes:\n  - call: devise_for\n    args: users\n    controllers: { sessions: users/sessions }\n', "devise_for :users, controllers: { sessions: 'users/sessions' }\n")
  sameAst('routes:\n  - routeSet: Blog::Engine.routes\n    routes:\n      - root: !hash { to: home#show }\n', "Blog::Engine.routes.draw do\n  root({ to: 'home#show' })\nend\n")
})

test('aliases within the limit are expanded, so options can be shared', () => {
  sameAst('routes:\n  - resources: photos\n    only: &read [index, show]\n  - resources: albums\n    only: *read\n', 'resources :photos, only: [:index, :show]\nresources :albums, only: [:index, :show]\n')
})

test('on: stays a string key (YAML 1.2 core schema)', () => {
  sameAst('routes:\n  - get: preview\n    on: member\n', "get 'preview', on: :member\n")
})

test('printRoutesYaml: an empty file, and a schema modeline on request', () => {
  assert.is(printRoutesYaml(parseRoutes('').ast), 'routes: []\n')
  const text = printRoutesYaml(parseRoutes('root "a#b"\n').ast, { schema: './node_modules/routecraft/schema/routes.schema.json' })
  assert.is(text, "# yaml-language-server: $schema=./node_modules/routecraft/schema/routes.schema.json\nroutes:\n  - root: a#b\n")
  assert.equal(parseRoutesYaml(text).diagnostics, [])
})

test('convertRoutes converts both ways and reports the source diagnostics', () => {
  const yaml = convertRoutes('resources :photos, only: :index\n', { from: 'rb', to: 'yaml' })
  assert.is(yaml.text, 'routes:\n  - resources: photos\n    only: index\n')
  assert.is(convertRoutes(yaml.text, { from: 'yaml', to: 'rb' }).text, 'resources :photos, only: :index\n')
  assert.is(convertRoutes(yaml.text, { from: 'yaml', to: 'yaml', schema: 's.json' }).text, `# yaml-language-server: $schema=s.json\n${yaml.text}`)
  const broken = convertRoutes('routes:\n  - resourcs: x\n', { from: 'yaml', to: 'rb', file: 'config/routes.yaml' })
  assert.is(broken.text, '')
  assert.is(broken.diagnostics[0]!.file, 'config/routes.yaml')
  assert.is(formatOf('config/routes.yml'), 'yaml')
  assert.is(formatOf('config/routes.rb'), 'rb')
})

test('parseRoutesYaml never throws, even on non-string input', () => {
  const { diagnostics } = parseRoutesYaml(42 as unknown as string)
  assert.is(diagnostics[0]!.code, 'RC3009')
})

/** A temporary app with config/routes.<ext> and draw files. */
function app(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'routecraft-yaml-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

test('loadRoutes reads .yaml files, and draw finds .rb, then .yaml, then .yml', () => {
  assert.equal(DRAW_EXTENSIONS, ['.rb', '.yaml', '.yml'])
  const dir = app({
    'config/routes.yaml': 'routes:\n  - draw: admin\n  - draw: api\n  - draw: legacy\n',
    'config/routes/admin.yaml': 'routes:\n  - namespace: admin\n    routes:\n      - resources: users\n        only: index\n',
    'config/routes/api.yml': 'routes:\n  - resources: things\n    only: show\n',
    'config/routes/legacy.rb': "get 'old', to: 'legacy#show'\n",
    'config/routes/legacy.yaml': 'routes:\n  - get: ignored\n    to: legacy#ignored\n',
  })
  const routes = loadRoutes(join(dir, 'config/routes.yaml'))
  assert.equal(routes.map((r) => `${r.path} ${r.controller}#${r.action}`), [
    '/admin/users(.:format) admin/users#index',
    '/things/:id(.:format) things#show',
    '/old(.:format) legacy#show',
  ])
})

test('errors of a .yaml routes file or of a drawn .yaml file are reported with their file', () => {
  const dir = app({
    'config/routes.yml': 'routes:\n  - resourcs: photos\n',
    'other/routes.rb': 'draw :bad\n',
    'other/routes/bad.yaml': 'routes:\n  - resources: photos\n    onyl: [index]\n',
  })
  const own = inspectRoutesFile(join(dir, 'config/routes.yml'))
  assert.is(own.diagnostics[0]!.code, 'RC3010')
  assert.throws(() => loadRoutes(join(dir, 'other/routes.rb')), (error: unknown) => error instanceof RoutesError && error.diagnostics.some((d) => d.code === 'RC3012' && d.file.endsWith('bad.yaml')))
})

test('the schema and the kind tables agree; every property has a description', () => {
  const schema = routesSchema() as { definitions: Record<string, { properties?: Record<string, { description?: string; $ref?: string }>; description?: string; additionalProperties?: unknown }> }
  const defs = schema.definitions
  for (const kind of ALL_KINDS) {
    const def = defs[`kind.${kind}`]
    assert.ok(def, kind)
    const options = KIND_OPTIONS[kind]
    const props = Object.keys(def!.properties!).filter((p) => p !== kind && !RESERVED_KEYS.has(p))
    if (options === null) assert.type(def!.additionalProperties, 'object', kind)
    else {
      assert.is(def!.additionalProperties, false, kind)
      assert.equal(props.sort(), options.filter((o) => o !== kind).sort(), kind)
    }
  }
  // A $ref points at a definition or into one (`#/definitions/kind.get/properties/get`).
  const resolve = (ref: string): { description?: string } | undefined =>
    ref.replace('#/definitions/', '').split('/').reduce<unknown>((at, segment, i) => (i === 0 ? defs[segment] : (at as Record<string, unknown> | undefined)?.[segment]), undefined) as { description?: string } | undefined
  for (const [name, def] of Object.entries(defs)) {
    assert.type(def.description, 'string', name)
    for (const [prop, sub] of Object.entries(def.properties ?? {})) {
      const target = sub.$ref && sub.description === undefined ? resolve(sub.$ref) : sub
      assert.type(target?.description, 'string', `${name}.${prop}`)
    }
  }
})

test("each statement kind's key shows its description, an example and the Rails guide section", () => {
  const defs = (routesSchema() as { definitions: Record<string, { properties: Record<string, { markdownDescription?: string }> }> }).definitions
  for (const kind of ALL_KINDS) {
    const text = defs[`kind.${kind}`]!.properties[kind]!.markdownDescription ?? ''
    assert.match(text, `**${kind}**`, kind)
    assert.match(text, `\`\`\`yaml\n- ${kind}:`, kind)
    assert.match(text, /Rails guide: \[[^\]]+\]\(https:\/\/guides\.rubyonrails\.org\/routing\.html#[a-z-]+\)$/, kind)
  }
  for (const [name, def] of Object.entries(defs as unknown as Record<string, { description?: string; markdownDescription?: string }>)) {
    if (name.startsWith('option.')) assert.ok(def.markdownDescription?.startsWith(`**${name.slice(7)}**: ${def.description}`), name)
  }
  // Editors offer `examples` when completing a scalar value: they must be the values allowed.
  for (const name of ['option.only', 'option.except', 'option.via']) {
    const def = (defs as unknown as Record<string, { examples: string[]; items: { enum: string[] }; then: { enum: string[] } }>)[name]!
    assert.equal(def.examples, def.items.enum, name)
    assert.equal(def.examples, def.then.enum, name)
  }
})

test('the whole schema is draft-07 that a strict validator compiles, and it checks each statement against its own kind', () => {
  const ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true })
  ajv.addVocabulary([...EDITOR_KEYWORDS])
  const validate = ajv.compile(routesSchema())
  const valid = { routes: [{ resources: 'photos', only: ['index'], controller: 'images', routes: [{ member: [{ get: 'preview' }] }] }, { controller: 'pages', shallow: true, routes: [] }, { get: 'a', via: 'post' }] }
  assert.ok(validate(valid), JSON.stringify(validate.errors))
  const invalid = (statement: Record<string, unknown>): string[] => (validate({ routes: [statement] }) ? [] : validate.errors!.filter((e) => e.keyword !== 'if').map((e) => `${e.instancePath} ${e.message}`))
  assert.equal(invalid({ resources: 'photos', onyl: [] }), ['/routes/0 must NOT have additional properties'])
  assert.equal(invalid({ resourcez: 'photos', only: [] }), ['/routes/0 must NOT have additional properties'])
  assert.equal(invalid({ resources: 'photos', resource: 'x' }), ['/routes/0 must NOT have additional properties'])
  assert.equal(invalid({ only: [] }), ["/routes/0 must have required property 'resources'"])
})

test.run()
