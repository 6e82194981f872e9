/**
 * The longest routes file the front ends read. Parsing holds about 70–150 bytes of memory per
 * character of source (tokens, syntax tree, AST, positions): past a few tens of megabytes a file
 * reached the heap limit and killed the process. The largest real routes files are tens of
 * kilobytes; 8 MiB keeps the worst file near a gigabyte.
 */
export const MAX_SOURCE_LENGTH = 8 * 1024 * 1024

/** Why `text` is refused unread, or undefined when it is short enough. */
export function sourceTooLong(text: string): string | undefined {
  if (text.length <= MAX_SOURCE_LENGTH) return undefined
  return `the file is ${text.length.toLocaleString('en')} characters long: routecraft reads routes files of at most ${MAX_SOURCE_LENGTH.toLocaleString('en')} characters (8 MiB)`
}
