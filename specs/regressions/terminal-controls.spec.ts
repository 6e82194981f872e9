// Control characters from a routes file or the command line are shown, not obeyed. Before the
// fix a `draw` name or a code frame wrote them to the terminal as they were: an OSC sequence
// (`ESC ] 0 ; title BEL`) set the window title, `ESC[2J` cleared the screen, a carriage return
// overwrote the line. Now stderr, and stdout when it is a terminal, show them as `\e`, `\x07`, …
// (src/cli/terminal.ts); stdout into a file or pipe keeps its bytes, as data must.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { runCli, tempDir } from '../cli/helpers.js'
import { showControls } from '../../src/format/controls.js'

const OSC_TITLE = '\x1b]0;pwned\x07'
const CLEAR = '\x1b[2J'
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/

const cwd = tempDir({
  'routes.rb': `get "/ok", to: "a#b"\n# ${CLEAR} in a comment\ndraw :"x${OSC_TITLE}"\n`,
  'redirect.rb': `get "/r", to: redirect("/x${OSC_TITLE}\rb")\n`,
  'caret.rb': `get "/${CLEAR}\x07", to: "a#b",, 1\n`,
})

test('a draw name and its code frame on stderr show their control characters', async () => {
  const { code, stderr } = await runCli(['check', 'routes.rb'], { cwd })
  assert.is(code, 1)
  assert.not.match(stderr, RAW_CONTROL)
  assert.match(stderr, 'the external file x\\e]0;pwned\\x07.rb,')
  assert.match(stderr, '  2 | # \\e[2J in a comment\n> 3 | draw :"x\\e]0;pwned\\x07"\n')
})

test('the carets of a code frame sit under the error where control characters are shown as escapes', async () => {
  // Strict: a lenient check keeps the unreadable statement as Ruby and only warns.
  const { code, stderr } = await runCli(['check', 'caret.rb', '--strict'], { cwd })
  assert.is(code, 1)
  const lines = stderr.split('\n')
  const shown = lines.find((line) => line.startsWith('> 1 |'))!
  const carets = lines[lines.indexOf(shown) + 1]!
  assert.is(shown, '> 1 | get "/\\e[2J\\x07", to: "a#b",, 1')
  assert.is(carets.indexOf('^'), shown.indexOf(',,') + 1)
  assert.is(carets.trimEnd().length, carets.indexOf('^') + 1)
})

test('in colour, colour codes reach the terminal and nothing else does', async () => {
  const { stderr } = await runCli(['check', 'routes.rb', '--color'], { cwd })
  assert.match(stderr, '\x1b[31m>\x1b[39m')
  assert.is(stderr.replace(/\x1b\[[0-9;]*m/g, '').match(RAW_CONTROL), null)
  assert.match(stderr, 'draw :"x\\e]0;pwned\\x07"')
})

test('a command-line argument is shown too', async () => {
  const { code, stderr } = await runCli(['check', `--${CLEAR}`], { cwd })
  assert.is(code, 2)
  assert.is(stderr, "routecraft: unknown option '--\\e[2J'\nRun 'routecraft --help' for usage.\n")
})

test('stdout shows them on a terminal and keeps them in a pipe', async () => {
  const shown = await runCli(['routes', 'redirect.rb'], { cwd, isTTY: true })
  const piped = await runCli(['routes', 'redirect.rb'], { cwd, isTTY: false })
  assert.is(shown.code, 0)
  assert.match(shown.stdout, 'redirect(301, /x\\e]0;pwned\\x07\\rb)')
  assert.not.match(shown.stdout, RAW_CONTROL)
  assert.match(piped.stdout, `redirect(301, /x${OSC_TITLE}\rb)`)
})

test('showControls: C0 as \\e, \\r, \\xNN; DEL and C1 (U+009B is a CSI) as \\u00NN, so JSON stays JSON', () => {
  assert.is(showControls('a\x1b[2Jb\rc\x00\x07\x7f\x9b\n\t'), 'a\\e[2Jb\\rc\\x00\\x07\\u007F\\u009B\n\t')
  assert.equal(JSON.parse(showControls(JSON.stringify({ k: 'x\x7f\x9by' }))), { k: 'x\x7f\x9by' })
  assert.is(showControls('\x1b[31mred\x1b[39m', true), '\x1b[31mred\x1b[39m')
  assert.is(showControls('\x1b[31mred\x1b[39m', false), '\\e[31mred\\e[39m')
  assert.is(showControls('\x1b[2J\x1b]0;t\x07\x1b[1;1H', true), '\\e[2J\\e]0;t\\x07\\e[1;1H')
})

test.run()
