/**
 * Hostile request paths: malformed percent-escapes, overlong UTF-8, NUL bytes, dot segments,
 * prototype names, very long paths and very many segments, mixed into paths shaped like the
 * routes under test so the matcher goes deep before it has to refuse them.
 */
import type { Route } from '../../src/route.js'
import type { Rng } from './random.js'

const SEGMENTS = [
  '%', '%z', '%zz', '%E0%A4%A', '%C0%AF', '%C0%80', '%E0%80%AF', '%F8%80%80%80%AF', '%ED%A0%80', '%FF', '%00', '\0', '%2F', '%2e%2e', '%25',
  '', '.', '..', '__proto__', 'constructor', 'prototype', 'hasOwnProperty', '__defineGetter__', 'toString', 'valueOf',
  '1', 'abc', 'a.b', 'a.json', '.json', 'é', '%C3%A9', '\u{1f600}', '\ud800', 'a b', '+', ';', ',', '?', '#', '*', ':id', '(', ')', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!',
]
const VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'get', 'BREW', '', '__proto__', 'constructor']

/** A random request verb, usual or not. */
export function hostileVerb(rng: Rng): string {
  return rng.chance(0.8) ? rng.pick(VERBS.slice(0, 7)) : rng.pick(VERBS)
}

/**
 * A hostile path, shaped after one of `routes` when there are any. `huge` is the share of 1 MB
 * paths and 100,000-segment paths (they cost far more than the rest).
 */
export function hostilePath(rng: Rng, routes: readonly Route[], huge = 0.05): string {
  if (rng.chance(huge)) return rng.chance(0.5) ? longPath(rng) : manySegments(rng)
  const roll = rng.int(20)
  if (roll < 10 && routes.length > 0) return fromPattern(rng.pick(routes).path, rng)
  const parts = rng.many(6, () => rng.pick(SEGMENTS))
  return (rng.chance(0.9) ? '/' : '') + parts.join(rng.chance(0.9) ? '/' : rng.pick(['//', '/./', '/../', '.']))
}

/** A path following a route pattern, its params filled with hostile values. */
export function fromPattern(pattern: string, rng: Rng): string {
  const filled = pattern
    .replace(/\((.*?)\)/g, (_, inner: string) => (rng.chance(0.5) ? inner : ''))
    .replace(/[:*]([A-Za-z_]\w*)/g, () => (rng.chance(0.4) ? String(rng.int(1000)) : rng.pick(SEGMENTS)))
    .replace(/[()]/g, '')
  const extra = rng.chance(0.2) ? rng.pick(['/', '//', '/.', '?x=1', '.json', '%', '/..', '#f']) : ''
  return (filled.startsWith('/') ? filled : `/${filled}`) + extra
}

/** A path of about 1 MB. */
export function longPath(rng: Rng): string {
  return '/' + rng.pick(['a', '%', '%zz', '1', '/', 'é', '.']).repeat(1 << (18 + rng.int(3)))
}

/** A path of up to 100,000 segments. */
export function manySegments(rng: Rng): string {
  return ('/' + rng.pick(['a', '1', '', '.', '..', '__proto__'])).repeat(1000 + rng.int(99_001))
}
