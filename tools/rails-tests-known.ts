// The disagreements of tools/rails-tests.ts that are known (being dealt with elsewhere, or outside
// the routes language), told apart by what the block says.

const KNOWN: { label: string; test: (source: string) => boolean }[] = [
  { label: 'known: Ruby-dialect requirement (POSIX class, \\h, \\p{…}, named group)', test: (s) => /\[\[:|\\h|\\p\{|\(\?</.test(s) },
  { label: 'known: x-flag regexp over several lines with # comments', test: (s) => /\/[mi]*x[mi]*\s*[,})\n]/.test(s) && /\n[^\n]*\s#/.test(s) },
  { label: 'known: the connect and query verbs', test: (s) => /^\s*(connect|query)\b/m.test(s) },
  { label: 'known: resources id: /.+?/ not listed', test: (s) => /\bid: \/\.\+\?\//.test(s) },
  { label: 'beyond the routes language: default_url_options is skipped with a warning (RC2901)', test: (s) => /^\s*default_url_options\b/m.test(s) },
]

/** The label of a known disagreement, or null. */
export function knownLabel(source: string): string | null {
  return KNOWN.find((k) => k.test(source))?.label ?? null
}
