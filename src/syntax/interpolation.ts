import type { IToken, TokenType } from 'chevrotain'
import * as T from './tokens.js'

const INTERPOLATING = new Set<TokenType>([T.DoubleQuoted, T.QuotedSymbol, T.QuotedLabel, T.Regexp, T.PercentRegexp, T.PercentWords, T.PercentString])

/** `#{}`, `#@x` and `#$x` in literals that Ruby interpolates (not in `'...'`, `%q`, `%w`, `%i`). */
export function hasInterpolation(token: IToken): boolean {
  if (!INTERPOLATING.has(token.tokenType)) return false
  const text = token.image
  if (!text.includes('#')) return false
  if ((token.tokenType === T.PercentWords && (text[1] === 'w' || text[1] === 'i')) || (token.tokenType === T.PercentString && text[1] === 'q')) return false
  if ((token.tokenType === T.QuotedSymbol && text[1] === "'") || (token.tokenType === T.QuotedLabel && text[0] === "'")) return false
  for (let i = 0; i < text.length - 1; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '#' && '{@$'.includes(text[i + 1]!)) return true
  }
  return false
}
