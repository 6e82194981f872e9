// Files with thousands of diagnostics: each diagnostic's code frame split the whole source again,
// and `check` copied the list of earlier routes of the same path once per route. 220 KB of bad
// escapes in routes.yaml took 21 s, 100,000 duplicate keys or 80,000 duplicate routes never
// finished. The work of an input ten times larger is now about ten times the work
// (specs/_support/work.ts counts it); the timings at ×1, ×10, ×100 are in `bench/limits.ts`.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { checkRoutes } from '../../src/check/index.js'
import { lintRoutes } from '../../src/check/lints/index.js'
import { type Diagnostic, expand, formatDiagnostic, parseRoutes, parseRoutesYaml } from '../../src/index.js'
import { growth } from '../_support/work.js'

/** Every diagnostic printed with its code frame, as `routecraft check` prints them; the diagnostics. */
function framed(source: string, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  for (const d of diagnostics) formatDiagnostic(d, source)
  return [...diagnostics]
}

const strays = (n: number): string => '`\n'.repeat(n)
const duplicateRoutes = (n: number): string => 'get "/p", to: "a#b"\n'.repeat(n)
const duplicateKeys = (n: number): string => `routes:\n  - get: /p\n    to: a#b\n    defaults:\n${'      k: 1\n'.repeat(n)}`
const badEscapes = (n: number): string => `routes:\n${'  - get: "/\\d"\n    to: a#b\n'.repeat(n)}`

const checked = (source: string): Diagnostic[] => framed(source, checkRoutes(expand(parseRoutes(source).ast).routes, new Map([['routes.rb', source]])))

function assertLinear(run: (n: number) => () => unknown, n: number): void {
  const grew = growth(run, n)
  assert.ok(grew < 20, `the work grew ${grew.toFixed(1)} times for an input 10 times larger (quadratic: about 100)`)
}

test('routes.rb: a diagnostic per line, each framed', () => {
  assert.is(framed(strays(3), parseRoutes(strays(3)).diagnostics).length, 3)
  assertLinear((n) => () => framed(strays(n), parseRoutes(strays(n)).diagnostics), 200)
})

test('routes.rb: every route a duplicate of the first, checked and framed', () => {
  const found = checked(duplicateRoutes(4))
  assert.equal(found.map((d) => `${d.code} ${d.position.start.line} ${d.related?.[0]?.position.start.line}`), ['RC4010 2 1', 'RC4010 3 1', 'RC4010 4 1'])
  assert.is(found[2]!.position.start.offset, 60)
  assertLinear((n) => () => checked(duplicateRoutes(n)), 200)
})

test('routes.yaml: every key a duplicate, framed', () => {
  assert.is(framed(duplicateKeys(3), parseRoutesYaml(duplicateKeys(3)).diagnostics).length, 2)
  assertLinear((n) => () => framed(duplicateKeys(n), parseRoutesYaml(duplicateKeys(n)).diagnostics), 200)
})

test('routes.yaml: a bad escape on every other line, framed', () => {
  assert.equal(parseRoutesYaml(badEscapes(2)).diagnostics.map((d) => `${d.position.start.line}:${d.position.start.column} ${d.code}`), ['2:12 RC3001', '4:12 RC3001'])
  assertLinear((n) => () => framed(badEscapes(n), parseRoutesYaml(badEscapes(n)).diagnostics), 200)
})

test('routes.rb: a lint finding on every route (RC4055), each finding its statement', () => {
  const source = (n: number): string => Array.from({ length: n }, (_, i) => `get "f${i}/:name", to: "a#b", constraints: { name: /[^\\/]+/ }\n`).join('')
  const linted = (n: number) => {
    const ast = parseRoutes(source(n)).ast
    const routes = expand(ast).routes
    return () => framed(source(n), lintRoutes({ routes, files: [{ file: 'routes.rb', ast }] }))
  }
  assert.equal(linted(2)().map((d) => `${d.code} ${d.position.start.line}:${d.position.start.column}-${d.position.end.column}`), ['RC4055 1:1-59', 'RC4055 2:1-59'])
  assertLinear(linted, 300)
})

test('a frame is the same from the line index as from a split of the source', () => {
  const source = 'get "a", to: "a#b"\r\n`\r\nget "c", to: "a#b"\nlast'
  const [d] = parseRoutes(source).diagnostics
  assert.is(formatDiagnostic(d!, source), ['routes.rb:2:1: error RC1003: SyntaxError: unexpected character ```', '  1 | get "a", to: "a#b"', '> 2 | `', '    | ^', '  3 | get "c", to: "a#b"', '  4 | last'].join('\n'))
})

test.run()
