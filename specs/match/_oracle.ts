// Rails' recognition answers as the oracle prints them, and ours in the same shape (not a spec:
// it registers no tests).
import { readFileSync } from 'node:fs'
import type { Matcher, Recognition } from '../../src/match/index.js'
import { requestFacts } from '../../src/serve/index.js'

/** One request of `rails-oracle.rb … recognize` and Rails' answer (null: NO MATCH). */
export interface OracleAnswer {
  verb: string
  url: string
  expect: { route: string; name: string | null | false; params: Record<string, unknown> } | null
}

/** The lines `VERB URL => {json}` or `VERB URL => NO MATCH` of an oracle output file. */
export function oracleAnswers(file: URL): OracleAnswer[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => {
    const [, verb, url, answer] = /^(\S+) (\S+) => (.*)$/.exec(line)!
    return { verb: verb!, url: url!, expect: answer === 'NO MATCH' ? null : JSON.parse(answer!) }
  })
}

/** A recognition in the oracle's shape. */
export function asOracle(found: Recognition | null): OracleAnswer['expect'] {
  return found && { route: found.route.path, name: found.route.name, params: { ...found.params } }
}

/** Recognises a full URL: its path, with the request's answers read from the URL. */
export function recognizeUrl(matcher: Matcher, verb: string, url: string): OracleAnswer['expect'] {
  const facts = requestFacts(url)
  return asOracle(matcher.recognize(verb, String(facts('path')), facts))
}
