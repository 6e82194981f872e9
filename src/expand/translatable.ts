/**
 * Requirements must survive the trip from Ruby's regexp dialect to JavaScript's: the matcher
 * translates each one (`rubyRegExpSource`) and compiles it with the `u` flag. Ruby syntax with no
 * exact JS equivalent (the absent operator `(?~…)`, conditionals, `\g<…>` calls, properties under
 * `i`: see onigmo.ts) would otherwise fail only when a matcher is built; checking here names the
 * route at load time.
 */
import { rubyRegExpSource } from '../inflect/ruby-regexp.js'

/** Why a Ruby regexp cannot be used by the matcher, or undefined when it can. */
export function untranslatable(source: string, flags: string): string | undefined {
  try {
    const translated = rubyRegExpSource(source, flags)
    // The forms the matcher builds: the whole-value test, and the group count probe.
    new RegExp(`^(?:${translated})$`, 'u')
    // V8 compiles on first use: only running it shows "Regular expression too large".
    new RegExp(`|${translated}`, 'u').exec('')
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
