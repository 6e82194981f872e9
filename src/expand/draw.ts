import type { Context } from './context.js'
import { ArgumentError, RoutingError } from './errors.js'
import type { DrawLoader } from './options.js'
import type { Scope } from './scope.js'

/** Signals that a drawn file could not be parsed; its diagnostics are already recorded. */
export class DrawnFileInvalid extends RoutingError {
  constructor() {
    super('SyntaxError', 'the drawn file has syntax errors')
  }
}

/**
 * `draw :name`: expands `<dir>/<name>.rb` from the first draw directory that has it, in the
 * current scope. The file comes through the caller's loader: the expander itself reads nothing.
 */
export function draw(cx: Context, scope: Scope, name: string): void {
  if (!cx.loadDrawFile) {
    // The expander reads no files: without a loader, "not found" would be a lie.
    throw new ArgumentError(
      `cannot draw ${name}: expand() was given no loadDrawFile, and reads no files itself ` +
        '(pass fileDrawLoader(drawPaths, sources), or use inspectRoutesFile, which reads the drawn files)',
    )
  }
  cx.budget.call(() => drawLoaded(cx, scope, name, cx.loadDrawFile!))
}

function drawLoaded(cx: Context, scope: Scope, name: string, loadDrawFile: DrawLoader): void {
  const loaded = loadDrawFile(name)
  if (!loaded) {
    const dirs = cx.drawPaths.map((dir) => ` * ${dir}`).join('\n')
    throw new ArgumentError(`Your router tried to #draw the external file ${name}.rb,\nbut the file was not found in:\n\n${dirs}`)
  }
  if (cx.drawing.includes(loaded.file)) {
    throw new ArgumentError(`draw cycle: ${[...cx.drawing, loaded.file].join(' -> ')}`)
  }
  for (const diagnostic of loaded.diagnostics) cx.diagnostics.push(diagnostic)
  if (loaded.diagnostics.some((d) => d.severity === 'error')) throw new DrawnFileInvalid()
  cx.drawing.push(loaded.file)
  try {
    cx.expandStatements(cx, scope, loaded.ast.children, loaded.file)
  } finally {
    cx.drawing.pop()
  }
}
