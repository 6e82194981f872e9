import { CstParser } from './chevrotain.js'
import type { CstNode, IOrAlt, IToken } from 'chevrotain'
import { routesErrorMessages } from './errors.js'
import * as T from './tokens.js'

// The grammar only: no semantics. Labels name the CST children the visitor reads. Newlines and
// braces were settled by the filter pass, so `Separator` always ends a statement and
// `BlockLCurly`/`HashLCurly` are distinct tokens. `grammar/routes.ebnf` is this grammar for people.

/** The routes-language grammar as a Chevrotain CST parser. */
export class RoutesParser extends CstParser {
  // Alternatives are built once: rebuilding closures on every OR call is measurably slow.
  private readonly alternatives = new Map<string, IOrAlt<unknown>[]>()

  private cached(key: string, build: () => IOrAlt<unknown>[]): IOrAlt<unknown>[] {
    let alternatives = this.alternatives.get(key)
    if (!alternatives) this.alternatives.set(key, (alternatives = build()))
    return alternatives
  }

  /**
   * Grammar validation costs ~25 ms of every cold start and can only fail when this file changes,
   * so the process's parser skips it and a spec builds one with `validate` on.
   */
  constructor({ validate = false }: { validate?: boolean } = {}) {
    super(T.allTokens, {
      recoveryEnabled: true,
      nodeLocationTracking: 'none',
      errorMessageProvider: routesErrorMessages,
      maxLookahead: 3,
      skipValidations: !validate,
    })
    this.performSelfAnalysis()
  }

  /** Closers with nothing to close are skipped so the statements after them are still checked. */
  file = this.RULE('file', () => {
    this.SUBRULE(this.statements)
    this.MANY(() => {
      this.OR(this.cached('unmatched', () => [
        { ALT: () => this.CONSUME(T.End, { LABEL: 'unmatched' }) },
        { ALT: () => this.CONSUME(T.RCurly, { LABEL: 'unmatched' }) },
      ]))
      this.SUBRULE2(this.statements)
    })
  })

  /** Statements and their separators; a stray token is kept so the visitor can report it and go on. */
  statements = this.RULE('statements', () => {
    this.MANY(() => {
      this.OR(this.cached('statements', () => [
        { ALT: () => this.CONSUME(T.Separator, { LABEL: 'separator' }) },
        { ALT: () => this.SUBRULE(this.statement) },
        { ALT: () => this.CONSUME(T.Stray, { LABEL: 'stray' }) },
      ]))
    })
  })

  statement = this.RULE('statement', () => {
    this.OR({
      DEF: this.cached('statement', () => [
        { ALT: () => this.SUBRULE(this.command) },
        { ALT: () => this.SUBRULE(this.receiverCall) },
        { ALT: () => this.SUBRULE(this.conditional) },
        { ALT: () => this.SUBRULE(this.loop) },
        { ALT: () => this.SUBRULE(this.caseStatement) },
        { ALT: () => this.SUBRULE(this.definition) },
        // `x = value`: the filter read the assignment whole.
        { ALT: () => this.CONSUME(T.Assignment, { LABEL: 'assignment' }) },
        // Ruby kept as written (lenient mode): the filter pass made the statement one token.
        { ALT: () => this.CONSUME(T.RubyStatement, { LABEL: 'ruby' }) },
      ]),
      ERR_MSG: 'a method call like `resources :photos`',
    })
  })

  /**
   * `if cond ... elsif cond ... else ... end`, `unless`, and `statement if cond` (whose `End` the
   * filter adds). The filter read each condition into its head token.
   */
  conditional = this.RULE('conditional', () => {
    this.CONSUME(T.IfHead, { LABEL: 'head' })
    this.SUBRULE(this.statements)
    this.MANY(() => {
      this.CONSUME(T.ElsifHead, { LABEL: 'head' })
      this.SUBRULE2(this.statements)
    })
    this.OPTION(() => {
      this.CONSUME(T.ElseKeyword, { LABEL: 'otherwise' })
      this.SUBRULE3(this.statements)
    })
    this.CONSUME(T.End, { LABEL: 'close' })
  })

  /** `case subject when v1, v2 ... else ... end`: the filter read the `case` and each `when` head whole. */
  caseStatement = this.RULE('caseStatement', () => {
    this.CONSUME(T.CaseHead, { LABEL: 'head' })
    this.AT_LEAST_ONE(() => {
      this.CONSUME(T.WhenHead, { LABEL: 'when' })
      this.SUBRULE(this.statements)
    })
    this.OPTION(() => {
      this.CONSUME(T.ElseKeyword, { LABEL: 'otherwise' })
      this.SUBRULE2(this.statements)
    })
    this.CONSUME(T.End, { LABEL: 'close' })
  })

  /** `collection.each do |x| ... end` (or `{ |x| ... }`): the filter read the head whole. */
  loop = this.RULE('loop', () => {
    this.CONSUME(T.LoopHead, { LABEL: 'head' })
    this.SUBRULE(this.statements)
    this.OR(this.cached('loop', () => [
      { ALT: () => this.CONSUME(T.End, { LABEL: 'close' }) },
      { ALT: () => this.CONSUME(T.RCurly, { LABEL: 'close' }) },
    ]))
  })

  /** `def name(parameters) ... end`: the filter read the head whole. */
  definition = this.RULE('definition', () => {
    this.CONSUME(T.DefHead, { LABEL: 'head' })
    this.SUBRULE(this.statements)
    this.CONSUME(T.End, { LABEL: 'close' })
  })

  /** `resources :photos, only: [:index] do ... end` */
  command = this.RULE('command', () => {
    this.CONSUME(T.Identifier, { LABEL: 'method' })
    this.SUBRULE(this.callTail)
  })

  /** `Rails.application.routes.draw do ... end`; the visitor refuses any other receiver chain. */
  receiverCall = this.RULE('receiverCall', () => {
    this.SUBRULE(this.constantPath, { LABEL: 'receiver' })
    this.MANY(() => {
      this.CONSUME(T.Dot)
      this.CONSUME(T.Identifier, { LABEL: 'method' })
    })
    this.SUBRULE(this.callTail)
  })

  callTail = this.RULE('callTail', () => {
    this.OPTION(() => {
      this.OR(this.cached('callTail', () => [
        { ALT: () => this.SUBRULE(this.parenArguments, { LABEL: 'arguments' }) },
        { ALT: () => this.SUBRULE(this.commandArguments, { LABEL: 'arguments' }) },
      ]))
    })
    this.OPTION2(() => this.SUBRULE(this.block))
  })

  block = this.RULE('block', () => {
    this.OR(this.cached('block', () => [
      {
        ALT: () => {
          this.CONSUME(T.Do, { LABEL: 'open' })
          this.SUBRULE(this.statements)
          this.CONSUME(T.End, { LABEL: 'close' })
        },
      },
      { ALT: () => this.SUBRULE(this.braceBlock) },
    ]))
  })

  braceBlock = this.RULE('braceBlock', () => {
    this.CONSUME(T.BlockLCurly, { LABEL: 'open' })
    this.SUBRULE(this.statements)
    this.CONSUME(T.RCurly, { LABEL: 'close' })
  })

  parenArguments = this.RULE('parenArguments', () => {
    this.CONSUME(T.LParen, { LABEL: 'open' })
    this.OPTION(() => {
      this.SUBRULE(this.argument)
      this.MANY(() => {
        this.CONSUME(T.Comma)
        this.SUBRULE2(this.argument)
      })
      this.OPTION2(() => this.CONSUME2(T.Comma))
    })
    this.CONSUME(T.RParen, { LABEL: 'close' })
  })

  commandArguments = this.RULE('commandArguments', () => {
    this.SUBRULE(this.argument)
    this.MANY(() => {
      this.CONSUME(T.Comma)
      this.SUBRULE2(this.argument)
    })
  })

  /** A positional value, or a `key: value` / `key => value` pair of the trailing options. */
  argument = this.RULE('argument', () => {
    this.OR({
      ERR_MSG: 'a value or an option like `only: [:index]`',
      DEF: this.cached('argument', () => [
      { ALT: () => this.CONSUME(T.DoubleSplatValue, { LABEL: 'doubleSplat' }) },
      {
        ALT: () => {
          this.CONSUME(T.Label, { LABEL: 'label' })
          this.SUBRULE(this.value)
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.value, { LABEL: 'key' })
          this.OPTION(() => {
            this.CONSUME(T.HashArrow)
            this.SUBRULE3(this.value)
          })
        },
      },
    ])})
  })

  value = this.RULE('value', () => {
    this.OR({
      DEF: this.cached('value', () => [
        { ALT: () => this.CONSUME(T.SymbolLiteral, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.StringLiteral, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.Integer, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.True, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.False, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.Nil, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.Regexp, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.PercentRegexp, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.PercentWords, { LABEL: 'literal' }) },
        { ALT: () => this.CONSUME(T.ExpressionValue, { LABEL: 'expression' }) },
        { ALT: () => this.SUBRULE(this.array) },
        { ALT: () => this.SUBRULE(this.hash) },
        { ALT: () => this.SUBRULE(this.constantValue) },
        { ALT: () => this.SUBRULE(this.callValue) },
      ]),
      ERR_MSG: 'a value',
    })
  })

  array = this.RULE('array', () => {
    this.CONSUME(T.LBracket, { LABEL: 'open' })
    this.OPTION(() => {
      this.SUBRULE(this.value)
      this.MANY(() => {
        this.CONSUME(T.Comma)
        this.SUBRULE2(this.value)
      })
      this.OPTION2(() => this.CONSUME2(T.Comma))
    })
    this.CONSUME(T.RBracket, { LABEL: 'close' })
  })

  hash = this.RULE('hash', () => {
    this.CONSUME(T.HashLCurly, { LABEL: 'open' })
    this.OPTION(() => {
      this.SUBRULE(this.hashEntry)
      this.MANY(() => {
        this.CONSUME(T.Comma)
        this.SUBRULE2(this.hashEntry)
      })
      this.OPTION2(() => this.CONSUME2(T.Comma))
    })
    this.CONSUME(T.RCurly, { LABEL: 'close' })
  })

  hashEntry = this.RULE('hashEntry', () => {
    this.OR({
      ERR_MSG: 'a hash entry like `key: value`',
      DEF: this.cached('hashEntry', () => [
      {
        ALT: () => {
          this.CONSUME(T.Label, { LABEL: 'label' })
          this.SUBRULE(this.value)
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.value, { LABEL: 'key' })
          this.CONSUME(T.HashArrow)
          this.SUBRULE3(this.value)
        },
      },
    ])})
  })

  /** `Sidekiq::Web`, or a call on a constant: `ActionCable.server`, `Constraint.new(version: 1)`. */
  constantValue = this.RULE('constantValue', () => {
    this.SUBRULE(this.constantPath)
    this.OPTION(() => {
      this.CONSUME(T.Dot)
      this.CONSUME(T.Identifier, { LABEL: 'method' })
      this.OPTION2(() => this.SUBRULE(this.parenArguments, { LABEL: 'arguments' }))
      this.OPTION3(() => this.SUBRULE(this.braceBlock))
      this.OPTION4(() => this.CONSUME(T.BlockSource, { LABEL: 'block' }))
    })
  })

  /**
   * `redirect('/x')`, `redirect { |params, req| ... }`. A paren-less identifier without a block
   * never gets here: the filter makes it a variable (or refuses it).
   */
  callValue = this.RULE('callValue', () => {
    this.CONSUME(T.Identifier, { LABEL: 'method' })
    this.OPTION3(() => this.SUBRULE(this.parenArguments, { LABEL: 'arguments' }))
    this.OPTION(() => this.SUBRULE(this.braceBlock))
    this.OPTION2(() => this.CONSUME(T.BlockSource, { LABEL: 'block' }))
  })

  constantPath = this.RULE('constantPath', () => {
    this.OPTION(() => this.CONSUME(T.ColonColon, { LABEL: 'root' }))
    this.CONSUME(T.Constant)
    this.MANY(() => {
      this.CONSUME2(T.ColonColon)
      this.CONSUME2(T.Constant)
    })
  })
}

let parser: RoutesParser | undefined

/**
 * The one parser of the process, reset per parse with `input = tokens`; made on first use, since
 * its grammar analysis costs ~15 ms that a process reading only routes.yaml does not need.
 */
export function routesParser(): RoutesParser {
  return (parser ??= new RoutesParser())
}

/** Parses filtered tokens into a CST; errors are left on `routesParser().errors`. */
export function parseTokens(tokens: IToken[]): CstNode {
  const routes = routesParser()
  routes.input = tokens
  return routes.file()
}
