#!/usr/bin/env node
// Regenerates the matcher's golden data from Rails: for every specs/golden/<case>/ it derives a
// handful of requests (per route: sample paths filled from the pattern, with and without the
// optional groups, plus misses) and named-path calls, asks the oracle (recognize / paths modes,
// run from inside the case directory, API_ONLY=1 when the case has an `api_only` file) and
// writes rails-recognize.json and rails-paths.json beside routes.rb.
// Usage: node tools/match-goldens.mjs [CASE...]   (needs Ruby with ActionPack 6.1; CI does not)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { caseEnvironment, oracle, oracleEnv, rubyCommand } from './oracle-run.mjs'

const root = new URL('..', import.meta.url).pathname
const goldenDir = join(root, 'specs/golden')

function ruby(dir, args) {
  const env = { ...oracleEnv(existsSync(join(dir, 'api_only'))), ...caseEnvironment(dir) }
  const out = spawnSync(rubyCommand(), [oracle, 'routes.rb', ...args], { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 26 })
  if (out.status !== 0) throw new Error(`oracle failed in ${dir}: ${out.stdout}${out.stderr}`)
  return out.stdout
}

// Tokens of a Journey pattern, enough to fill it: groups are kept or dropped as a whole.
function fill(pattern, value, keepGroups) {
  let out = ''
  let depth = 0
  let skipping = -1
  for (const token of pattern.match(/\(|\)|:\w+|\*\w+|[^():*]+|[:*]/g) ?? []) {
    if (token === '(') {
      depth++
      if (!keepGroups && skipping < 0) skipping = depth
    } else if (token === ')') {
      if (skipping === depth) skipping = -1
      depth--
    } else if (skipping < 0) {
      out += token.startsWith(':') && token.length > 1 ? (token === ':format' ? 'json' : value)
        : token.startsWith('*') && token.length > 1 ? `${value}/x%20y` : token
    }
  }
  return out.startsWith('/') ? out : `/${out}`
}

// The methods Rails 6.1's request class accepts; others (LINK, UNLINK) raise before routing.
const ACCEPTED = new Set(('OPTIONS GET HEAD POST PUT DELETE TRACE CONNECT PROPFIND PROPPATCH MKCOL COPY MOVE LOCK UNLOCK ' +
  'VERSION-CONTROL REPORT CHECKOUT CHECKIN UNCHECKOUT MKWORKSPACE UPDATE LABEL MERGE BASELINE-CONTROL MKACTIVITY ' +
  'ORDERPATCH ACL SEARCH MKCALENDAR PATCH').split(' '))

function requests(routes) {
  const list = []
  const add = (verb, raw) => {
    // Rack's mock requests read `//host/path` as a network-path reference: never start with `//`.
    const path = raw.replace(/^\/{2,}/, '/')
    if (!ACCEPTED.has(verb)) return
    if (!list.some((r) => r.verb === verb && r.path === path)) list.push({ verb, path })
  }
  for (const route of routes) {
    const verb = route.verb[0] ?? 'GET'
    for (const keep of [true, false]) {
      for (const value of ['1', 'abc', 'a%2Fb']) add(verb, fill(route.path, value, keep))
    }
    const sample = fill(route.path, '1', false)
    add(verb, `${sample}/zzz/9`)
    add('HEAD', sample)
    add(verb === 'DELETE' ? 'PATCH' : 'DELETE', sample)
    add(verb, `${sample.replace(/\/$/, '')}.json/`)
  }
  for (const path of ['/', '/nope', '/%E2%9C%93', '/a.b.c', '/x//y/']) add('GET', path)
  return list
}

function recognize(dir, routes) {
  const reqs = requests(routes)
  const out = []
  for (let i = 0; i < reqs.length; i += 200) {
    const batch = reqs.slice(i, i + 200)
    const lines = ruby(dir, ['recognize', ...batch.flatMap((r) => [r.verb, r.path])]).trimEnd().split('\n')
    batch.forEach((r, j) => {
      const line = lines[j]
      const answer = line.slice(line.indexOf(' => ') + 4)
      out.push({ ...r, expect: answer === 'NO MATCH' ? null : JSON.parse(answer) })
    })
  }
  return out
}

function calls(routes) {
  const seen = new Set()
  const list = []
  for (const route of routes) {
    if (!route.name || seen.has(route.name) || route.internal) continue
    seen.add(route.name)
    const keys = [...new Set((route.path.match(/[:*]\w+/g) ?? []).map((k) => k.slice(1)))]
    const all = Object.fromEntries(keys.map((k) => [k, k === 'format' ? 'json' : '1']))
    const odd = Object.fromEntries(keys.filter((k) => k !== 'format').map((k) => [k, 'a/b c?']))
    list.push([route.name, []], [route.name, [all]], [route.name, [{ ...odd, q: 'x y', list: ['1', '2'] }]])
    list.push([route.name, ['7']], [route.name, ['7', '8', { format: 'xml' }]], [route.name, [{ ...all, anchor: 'top' }]])
  }
  return list
}

function paths(dir, routes) {
  const list = calls(routes)
  if (list.length === 0) return []
  const lines = ruby(dir, ['paths', JSON.stringify(list)]).trimEnd().split('\n')
  return list.map(([name, args], i) => {
    const answer = JSON.parse(lines[i])
    // did_you_mean appends suggestions to the message; Rails' own message is the first line.
    const expect = answer.path ?? { error: answer.error, message: answer.message.split('\n')[0] }
    return { name, args, expect }
  })
}

// One item per line: reviewable diffs without a line per key.
function lines(note, key, items) {
  return `{"note": ${JSON.stringify(note)},\n "${key}": [\n${items.map((i) => `  ${JSON.stringify(i)}`).join(',\n')}\n]}\n`
}

const only = process.argv.slice(2)
for (const name of readdirSync(goldenDir).sort()) {
  const dir = join(goldenDir, name)
  if (!existsSync(join(dir, 'rails.json')) || (only.length > 0 && !only.includes(name))) continue
  const routes = JSON.parse(readFileSync(join(dir, 'rails.json'), 'utf8'))
  const header = 'generated by tools/match-goldens.mjs from Rails 6.1 (tools/rails-oracle.rb); regenerate, never edit'
  let recognized
  try {
    recognized = recognize(dir, routes)
  } catch (error) {
    // Rails itself fails on some tables (6.1 cannot build the path regexp of an `x`-flag
    // requirement with a comment): no recognition goldens for those.
    console.error(`\n${name}: ${String(error.message).split('\n').find((l) => /Error/.test(l)) ?? 'oracle failed'}`)
  }
  if (recognized) writeFileSync(join(dir, 'rails-recognize.json'), lines(header, 'requests', recognized))
  writeFileSync(join(dir, 'rails-paths.json'), lines(header, 'calls', paths(dir, routes)))
  process.stdout.write('.')
}
console.log()
