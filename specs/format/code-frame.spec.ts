import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Position } from '../../src/ast/types.js'
import type { Diagnostic } from '../../src/diagnostic.js'
import { codeFrame, formatDiagnostic } from '../../src/format/code-frame.js'

const SOURCE = ['resources :photos do', '\tmember do', '  get :preview', 'end', '', 'get "a"', 'get "b"', 'get "c"', 'get "d"', 'get "e"', 'get "f"'].join('\n')

function at(line: number, column: number, endLine = line, endColumn = column + 1): Position {
  return { start: { line, column, offset: 0 }, end: { line: endLine, column: endColumn, offset: 0 } }
}

const frame = suite('codeFrame')

frame('first line: no context above', () => {
  assert.is(
    codeFrame(SOURCE, at(1, 11, 1, 18)),
    ['> 1 | resources :photos do', '    |           ^^^^^^^', '  2 | \tmember do', '  3 |   get :preview'].join('\n'),
  )
})

frame('last line: no context below, gutter as wide as the largest number', () => {
  assert.is(
    codeFrame(SOURCE, at(11, 5, 11, 8)),
    ['   9 | get "d"', '  10 | get "e"', '> 11 | get "f"', '     |     ^^^'].join('\n'),
  )
})

frame('tabs are kept in the caret line so carets line up', () => {
  const lines = codeFrame(SOURCE, at(2, 2, 2, 8)).split('\n')
  assert.is(lines[1], '> 2 | \tmember do')
  assert.is(lines[2], '    | \t^^^^^^')
})

frame('an empty span still gets one caret; an empty line has no trailing space', () => {
  assert.is(codeFrame(SOURCE, at(4, 4, 4, 4)), ['  2 | \tmember do', '  3 |   get :preview', '> 4 | end', '    |    ^', '  5 |', '  6 | get "a"'].join('\n'))
})

frame('a multi-line span is underlined to the end of its first line', () => {
  const lines = codeFrame(SOURCE, at(1, 1, 4, 4)).split('\n')
  assert.is(lines[1], '    | ^^^^^^^^^^^^^^^^^^^^')
})

frame('a position past the end is clamped to the last line', () => {
  assert.ok(codeFrame('a\nb', at(9, 1)).includes('> 2 | b'))
})

frame('colour: dim gutter, red marker and carets; none by default', () => {
  const plain = codeFrame(SOURCE, at(3, 3, 3, 6))
  assert.not.match(plain, /\x1b\[/)
  const coloured = codeFrame(SOURCE, at(3, 3, 3, 6), { color: true })
  assert.ok(coloured.includes('\x1b[31m>\x1b[39m\x1b[2m 3 |\x1b[22m   get :preview'))
  assert.ok(coloured.includes('\x1b[31m^^^\x1b[39m'))
  assert.is(coloured.replace(/\x1b\[\d+m/g, ''), plain)
})
frame.run()

const diagnostic = suite('formatDiagnostic')

const MEMBER: Diagnostic = {
  code: 'RC1001',
  name: 'ArgumentError',
  severity: 'error',
  message: "can't use member outside resource(s) scope",
  file: 'routes.rb',
  position: at(2, 2, 2, 8),
}

diagnostic('header only without source', () => {
  assert.is(formatDiagnostic(MEMBER), "routes.rb:2:2: error RC1001: ArgumentError: can't use member outside resource(s) scope")
})

diagnostic('header, frame and hint', () => {
  const text = formatDiagnostic({ ...MEMBER, hint: 'wrap it in `resources :photos do ... end`' }, SOURCE)
  assert.is(
    text,
    [
      "routes.rb:2:2: error RC1001: ArgumentError: can't use member outside resource(s) scope",
      '  1 | resources :photos do',
      '> 2 | \tmember do',
      '    | \t^^^^^^',
      '  3 |   get :preview',
      '  4 | end',
      'hint: wrap it in `resources :photos do ... end`',
    ].join('\n'),
  )
})

diagnostic('multi-line messages are kept as is', () => {
  const text = formatDiagnostic({ ...MEMBER, message: 'Invalid route name, already in use: \'photos\'\nYou may have defined two routes with the same name' })
  assert.is(text.split('\n').length, 2)
})

diagnostic('colour: red for errors, yellow for warnings', () => {
  const error = formatDiagnostic(MEMBER, SOURCE, { color: true })
  assert.ok(error.includes('\x1b[31m\x1b[1merror RC1001: ArgumentError:\x1b[22m\x1b[39m'))
  assert.ok(error.includes('\x1b[31m^^^^^^\x1b[39m'))
  const warning = formatDiagnostic({ ...MEMBER, severity: 'warning', name: 'Warning' }, SOURCE, { color: true })
  assert.ok(warning.includes('\x1b[33m\x1b[1mwarning RC1001:\x1b[22m\x1b[39m'))
  assert.ok(warning.includes('\x1b[33m^^^^^^\x1b[39m'))
  assert.not.match(formatDiagnostic(MEMBER, SOURCE), /\x1b\[/)
})
diagnostic.run()
