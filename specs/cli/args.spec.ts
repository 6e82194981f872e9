import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseCommandArgs, suggestOption } from '../../src/cli/args.js'
import { editDistance } from '../../src/suggest.js'
import { ROUTES_OPTIONS } from '../../src/cli/commands/routes.js'
import { type CliIo, useColor } from '../../src/cli/io.js'

const args = suite('cli: argument parsing')

args('editDistance counts a swap of neighbours as one edit', () => {
  assert.is(editDistance('grep', 'grep'), 0)
  assert.is(editDistance('grpe', 'grep'), 1)
  assert.is(editDistance('gre', 'grep'), 1)
  assert.is(editDistance('json', 'grep'), 4)
})

args('suggestOption only for likely typos', () => {
  assert.is(suggestOption('grpe', ROUTES_OPTIONS), '--grep')
  assert.is(suggestOption('expaned', ROUTES_OPTIONS), '--expanded')
  assert.is(suggestOption('draw-paths', ROUTES_OPTIONS), '--draw-path')
  assert.is(suggestOption('x', ROUTES_OPTIONS), undefined)
  assert.is(suggestOption('verbose', ROUTES_OPTIONS), undefined)
})

args('values, repeated options, short forms, the last colour flag wins', () => {
  const parsed = parseCommandArgs(['f.rb', '-g', 'a', '--draw-path', 'x', '--draw-path=y', '-E', '--color', '--no-color'], ROUTES_OPTIONS)
  assert.equal(parsed.positionals, ['f.rb'])
  assert.is(parsed.values.grep, 'a')
  assert.equal(parsed.values['draw-path'], ['x', 'y'])
  assert.is(parsed.values.expanded, true)
  assert.is(parsed.color, false)
  assert.is(parseCommandArgs([], ROUTES_OPTIONS).color, undefined)
  assert.is(parseCommandArgs(['-gposts'], ROUTES_OPTIONS).values.grep, 'posts')
})
args.run()

const color = suite('cli: useColor')

function io(env: Record<string, string>, isTTY: boolean, stderrIsTTY?: boolean): CliIo {
  const sink = { write: () => true }
  return { stdout: sink, stderr: sink, cwd: '/', env, isTTY, ...(stderrIsTTY === undefined ? {} : { stderrIsTTY }) }
}

color('stderr follows its own TTY when known', () => {
  assert.ok(useColor(undefined, io({}, false, true), 'stderr'))
  assert.not.ok(useColor(undefined, io({}, true, false), 'stderr'))
  assert.ok(useColor(undefined, io({}, true), 'stderr'))
  assert.ok(useColor(undefined, io({}, true), 'stdout'))
})

color('NO_COLOR must be non-empty; FORCE_COLOR=0 or false disables', () => {
  assert.ok(useColor(undefined, io({ NO_COLOR: '' }, true), 'stdout'))
  assert.not.ok(useColor(undefined, io({ FORCE_COLOR: 'false' }, true), 'stdout'))
  assert.ok(useColor(undefined, io({ FORCE_COLOR: '' }, false), 'stdout'))
})
color.run()

const words = suite('cli: closestWord')

words('suggests commands for typos only', async () => {
  const { closestWord } = await import('../../src/cli/args.js')
  assert.is(closestWord('chek', ['routes', 'check', 'ast', 'schema']), 'check')
  assert.is(closestWord('shcema', ['routes', 'check', 'ast', 'schema']), 'schema')
  assert.is(closestWord('foo', ['routes', 'check', 'ast', 'schema']), undefined)
  assert.is(closestWord('x', []), undefined)
})
words.run()
