// Quick fixes over stdio, applied as an editor applies them: the file that results passes check.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver-protocol'
import { tempDir } from '../cli/helpers.js'
import { RoutesLanguageClient } from './_client.js'

let client: RoutesLanguageClient
test.before(async () => {
  client = await RoutesLanguageClient.start()
})
test.after(async () => client.stop())

/** The text after the edits (applied from the last, so earlier positions stay valid). */
function apply(text: string, edits: readonly TextEdit[]): string {
  const lines = text.split('\n')
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character
  return [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start)).reduce((out, e) => out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end)), text)
}

async function fix(file: string, text: string, code: string): Promise<{ title: string; fixed: string }> {
  const diagnostics = await client.open(file, text)
  const found = diagnostics.find((d: Diagnostic) => d.code === code)
  assert.ok(found, `${code} in ${JSON.stringify(diagnostics.map((d) => d.code))}`)
  const uri = pathToFileURL(file).href
  const [action] = await client.send<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: found!.range, context: { diagnostics: [found] } })
  assert.ok(action, `no quick fix for ${code}`)
  return { title: action!.title, fixed: apply(text, action!.edit!.changes![uri]!) }
}

test('a shadowed route is moved above the route that takes its requests', async () => {
  const app = tempDir()
  mkdirSync(join(app, 'config'))
  const file = join(app, 'config/routes.rb')
  const text = 'Rails.application.routes.draw do\n  get "*path", to: "pages#show"\n  get "about", to: "pages#about"\nend\n'
  writeFileSync(file, text)
  const { title, fixed } = await fix(file, text, 'RC4001')
  assert.is(title, 'Move this route above the route that takes its requests')
  assert.is(fixed, 'Rails.application.routes.draw do\n  get "about", to: "pages#about"\n  get "*path", to: "pages#show"\nend\n')
  assert.equal((await client.change(file, fixed)).map((d) => d.code), [])
})

test('a routes.yaml value holding braces inside a flow mapping is quoted', async () => {
  const app = tempDir()
  mkdirSync(join(app, 'config'))
  const file = join(app, 'config/routes.yaml')
  const text = 'routes:\n  - get: archive/:year\n    to: archives#show\n    constraints: {year: !regexp /\\d{4}/}\n'
  writeFileSync(file, text)
  const { title, fixed } = await fix(file, text, 'RC3027')
  assert.match(title, /^Quote the value: '/)
  assert.equal((await client.change(file, fixed)).filter((d) => d.severity === 1).map((d) => d.code), [])
})

test("the editor draws with the app's config/routecraft.yml, as routecraft check does", async () => {
  const app = tempDir()
  mkdirSync(join(app, 'config'))
  const file = join(app, 'config/routes.rb')
  const text = 'Rails.application.routes.draw do\n  if Billing.enabled?\n    resources :invoices, only: :index\n  end\nend\n'
  writeFileSync(file, text)
  assert.equal((await client.open(file, text)).map((d) => d.code), ['RC2903'])
  await client.close(file)
  writeFileSync(join(app, 'config/routecraft.yml'), 'values:\n  Billing.enabled?: true\n')
  assert.equal((await client.open(file, text)).map((d) => d.code), [])
})

test.run()
