// The summary of several runs of a benchmark, each in its own process (bench/run.ts `--runs N`):
// this host's speed moves by up to 2× between runs, so one run's ratios can mislead. The first
// run's text is printed with each of its numbers replaced by the median over the runs and their
// range: `615 [594–970] ns (3.25× [3.03–3.53])`.

// Numbers as the benchmarks print them: `615`, `22.63`, `124,935`.
const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g

/** A line's text with its numbers as slots (a table row's first cell, the workload, kept whole). */
function split(line: string): { head: string; key: string; values: string[] } {
  const head = line.startsWith('| ') ? line.slice(0, line.indexOf(' |', 2) + 2) : ''
  const rest = line.slice(head.length)
  return { head, key: head + rest.replace(NUMBER, '#'), values: rest.match(NUMBER) ?? [] }
}

// Each run's lines by key, in order: a key's k-th line in one run matches its k-th in another.
function byKey(output: string): Map<string, string[][]> {
  const lines = new Map<string, string[][]>()
  for (const line of output.split('\n')) {
    const { key, values } = split(line)
    if (values.length === 0) continue
    if (!lines.has(key)) lines.set(key, [])
    lines.get(key)!.push(values)
  }
  return lines
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

// A number written as the run wrote `text`: as many decimals, thousands separated or not.
function like(value: number, text: string): string {
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0
  return text.includes(',') ? value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }) : value.toFixed(decimals)
}

/**
 * The first run's text with each number replaced by `median [min–max]` over the runs (the median
 * alone where they agree). A line another run lacks stays as the first run printed it.
 */
export function summarise(outputs: readonly string[]): string {
  const runs = outputs.map(byKey)
  const seen = new Map<string, number>()
  return outputs[0]!
    .split('\n')
    .map((line) => {
      const { head, key, values } = split(line)
      if (values.length === 0 || line.startsWith('#')) return line
      const k = seen.get(key) ?? 0
      seen.set(key, k + 1)
      const all = runs.map((run) => run.get(key)?.[k])
      if (all.some((v) => v === undefined)) return line
      let slot = 0
      return head + line.slice(head.length).replace(NUMBER, (text) => {
        const numbers = all.map((v) => Number(v![slot]!.replaceAll(',', '')))
        slot++
        const [low, high] = [Math.min(...numbers), Math.max(...numbers)]
        const middle = like(median(numbers), text)
        return low === high ? middle : `${middle} [${like(low, text)}–${like(high, text)}]`
      })
    })
    .join('\n')
}
