/**
 * Golden cases: `specs/golden/<case>/` (routes.rb + Rails' rails.txt and rails.json) and
 * `specs/errors/<case>/` (routes.rb + Rails' rails-error.json), expanded the way the oracle drew
 * them: file `routes.rb`, draw directory `routes` beside it, API-only when an `api_only` file exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expand, type Expansion, type RubyEnvironment } from '../../src/expand/index.js'
import { fileDrawLoader } from '../../src/load.js'
import { parseRoutes } from '../../src/syntax/index.js'

const root = new URL('../', import.meta.url).pathname

export interface Case {
  name: string
  dir: string
  read(file: string): string
  has(file: string): boolean
}

/** The case directories under `specs/<group>/`, sorted by name. */
export function cases(group: 'golden' | 'errors'): Case[] {
  const base = join(root, group)
  return readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'routes.rb')))
    .sort()
    .map((name) => {
      const dir = join(base, name)
      return { name, dir, read: (f) => readFileSync(join(dir, f), 'utf8'), has: (f) => existsSync(join(dir, f)) }
    })
}

/**
 * The environment the oracle drew a case in: its `environment` file's `NAME=VALUE` lines
 * (`RAILS_ENV` is `Rails.env`, the others `ENV` values), as tools/oracle-run.mjs reads them.
 */
export function caseEnvironment(c: Case): RubyEnvironment {
  if (!c.has('environment')) return {}
  const variables: Record<string, string> = {}
  for (const line of c.read('environment').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    variables[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
  }
  const { RAILS_ENV: name, ...rest } = variables
  return name === undefined ? { variables: rest } : { name, variables: rest }
}

/**
 * Parses and expands a case's routes.rb as the oracle drew it; `strict` refuses what lenient
 * drawing forgives (Rails 8's errors that Rails 7 did not raise).
 */
export function expandCase(c: Case, strict = false): Expansion {
  const { ast, diagnostics } = parseRoutes(c.read('routes.rb'), { file: 'routes.rb' })
  if (diagnostics.some((d) => d.severity === 'error')) return { routes: [], diagnostics }
  const sources = new Map<string, string>()
  const loader = fileDrawLoader([join(c.dir, 'routes')], sources)
  return expand(ast, {
    file: 'routes.rb',
    apiOnly: c.has('api_only'),
    drawPaths: ['routes'],
    environment: caseEnvironment(c),
    strict,
    loadDrawFile: (name) => {
      const found = loader(name)
      return found && { ...found, file: found.file.slice(c.dir.length + 1) }
    },
  })
}
