/**
 * What the CLI writes to a terminal shows a routes file's control characters instead of obeying
 * them: an OSC sequence in a `draw` name would set the window title, `ESC[2J` in a code frame
 * clear the screen, a carriage return overwrite the line it is on. Every write to stderr (always
 * human text) and to a stdout that is a terminal passes through here; stdout into a file or a
 * pipe keeps its bytes, since `convert`, `compile` and `--json` write data there.
 */
import { showControls } from '../format/controls.js'
import { type CliIo, useColor } from './io.js'

export { showControls }

/** `io` whose streams show control characters, with `--color`/`--no-color` as `color` says. */
export function terminalIo(io: CliIo, color: boolean | undefined): CliIo {
  const stderrColor = useColor(color, io, 'stderr')
  const stdoutColor = useColor(color, io, 'stdout')
  const stderr = { write: (text: string) => io.stderr.write(showControls(text, stderrColor)) }
  const stdout = io.isTTY ? { write: (text: string) => io.stdout.write(showControls(text, stdoutColor)) } : io.stdout
  return { ...io, stdout, stderr }
}
