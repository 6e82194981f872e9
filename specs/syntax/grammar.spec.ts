import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateGrammarFiles } from '../../tools/grammar.js'
import { Lexer } from '../../src/syntax/chevrotain.js'
import { RoutesParser, routesParser } from '../../src/syntax/parser.js'
import { AstBuilder } from '../../src/syntax/to-ast.js'
import { allTokens, lexerConfig } from '../../src/syntax/tokens.js'
import type { TokenType } from 'chevrotain'

const root = new URL('../../', import.meta.url)

test('the committed grammar artifacts match the parser (run `npm run grammar` if this fails)', () => {
  for (const [path, expected] of Object.entries(generateGrammarFiles())) {
    const committed = readFileSync(new URL(path, root), 'utf8')
    assert.ok(committed === expected, `${path} is stale: run \`npm run grammar\``)
  }
})

test('generated files say how to regenerate them, and the page fetches nothing', () => {
  const files = generateGrammarFiles()
  const json = JSON.parse(files['grammar/routes.gast.json']!) as { $comment: string; rules: Array<{ name: string }> }
  assert.match(json.$comment, 'npm run grammar')
  assert.ok(json.rules.some((rule) => rule.name === 'statement'))
  const html = files['grammar/diagrams.html']!
  assert.match(html.split('\n')[0]!, 'npm run grammar')
  assert.not.match(html, /<script src=|<link |https?:\/\/unpkg/)
})

test('grammar/routes.ebnf names every parser rule', () => {
  const ebnf = readFileSync(new URL('grammar/routes.ebnf', root), 'utf8')
  const json = JSON.parse(generateGrammarFiles()['grammar/routes.gast.json']!) as { rules: Array<{ name: string }> }
  for (const { name } of json.rules) {
    const title = name.charAt(0).toUpperCase() + name.slice(1)
    assert.match(ebnf, new RegExp(`^${title}\\s+::=`, 'm'), `${title} is missing from routes.ebnf`)
  }
})

test('the grammar and the token definitions pass Chevrotain\'s validations (skipped at run time)', () => {
  // Both throw on a definition error: an ambiguous alternative, a left recursion, an unreachable token.
  assert.not.throws(() => new RoutesParser({ validate: true }))
  const lexer = new Lexer(allTokens, { ...lexerConfig, skipValidations: false })
  assert.equal(lexer.lexerDefinitionErrors, [])
})

test('the AST builder has a method for every parser rule, and only those (what Chevrotain\'s validateVisitor checked at each start)', () => {
  const rules = Object.keys(routesParser().getGAstProductions()).sort()
  const builder = new AstBuilder() as unknown as Record<string, unknown>
  assert.equal(rules.filter((rule) => typeof builder[rule] !== 'function'), [])
  assert.ok(rules.length > 10)
})

type FirstCharMap = { charCodeToPatternIdxToConfig: { defaultMode: Array<Array<{ tokenType: TokenType }> | undefined> } }

/** For each lexer bucket of first characters, the names of the tokens the lexer tries there. */
function firstCharTable(lexer: InstanceType<typeof Lexer>): string[] {
  const table = (lexer as unknown as FirstCharMap).charCodeToPatternIdxToConfig.defaultMode
  return Array.from(table, (configs, bucket) => `${bucket}: ${(configs ?? []).map((c) => c.tokenType.name).join(' ')}`)
}

test('the start-character hints of regexp tokens equal what the lexer finds in the regexps themselves', () => {
  const hinted = firstCharTable(new Lexer(allTokens, lexerConfig))
  const regexpTokens = allTokens.filter((token) => token.PATTERN instanceof RegExp)
  const hints = regexpTokens.map((token) => token.START_CHARS_HINT)
  try {
    for (const token of regexpTokens) delete token.START_CHARS_HINT
    assert.equal(hinted, firstCharTable(new Lexer(allTokens, lexerConfig)))
  } finally {
    regexpTokens.forEach((token, i) => (token.START_CHARS_HINT = hints[i]))
  }
})

test('every UTF-16 code unit lexes to a token, none to a lexer error (the Unreadable hint covers them all)', () => {
  const lexer = new Lexer(allTokens, lexerConfig)
  for (let code = 0; code < 0x10000; code++) {
    const lexed = lexer.tokenize(`${String.fromCharCode(code)}\n`)
    if (lexed.errors.length > 0) assert.unreachable(`U+${code.toString(16)} gave a lexer error: ${lexed.errors[0]!.message}`)
  }
})

test.run()
