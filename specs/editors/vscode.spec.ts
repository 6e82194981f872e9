// The VS Code extension, packaged with @vscode/vsce as a release would be (not published): the
// .vsix holds the manifest and the bundled extension, which starts `routecraft lsp --stdio` for
// routes files.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../../', import.meta.url).pathname

/** The entries of a zip file (a .vsix), by name, found through its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>()
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let at = zip.readUInt32LE(end + 16)
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    const local = zip.readUInt32LE(at + 42)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

test('the extension packages as a .vsix that starts routecraft lsp --stdio for routes files', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'routecraft-vsix-')), 'routecraft.vsix')
  execFileSync(process.execPath, [join(root, 'tools/package-vscode.mjs'), out], { stdio: 'pipe' })
  const entries = unzip(readFileSync(out))
  assert.equal([...entries.keys()].filter((name) => name.startsWith('extension/')).sort(), ['extension/dist/extension.js', 'extension/package.json', 'extension/readme.md'])
  const manifest = JSON.parse(entries.get('extension/package.json')!.toString()) as { main: string; activationEvents: string[]; contributes: { configuration: { properties: Record<string, { default: unknown }> } } }
  assert.is(manifest.main, './dist/extension.js')
  assert.ok(manifest.activationEvents.includes('workspaceContains:**/config/routes.rb'))
  assert.equal(manifest.contributes.configuration.properties['routecraft.command']!.default, ['routecraft', 'lsp', '--stdio'])
  const bundle = entries.get('extension/dist/extension.js')!.toString()
  for (const pattern of ['**/config/routes.rb', '**/config/routes/**/*.rb', '**/routes.{yaml,yml}']) assert.ok(bundle.includes(pattern), pattern)
  assert.not.ok(/require\("vscode-languageclient/.test(bundle), 'the client library is bundled, not required')
})

test.run()
