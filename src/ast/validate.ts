/**
 * Validation of an AST against `schema/ast.schema.json`, plus the one rule JSON Schema cannot say
 * neatly: a statement's `type` is the one its `method` maps to.
 */
import { Ajv } from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { readPackageFile, schemaFilePath } from '../schema-files.js'
import { statementType } from './types.js'
import type { RouteFile, TopLevel } from './types.js'

/** The absolute path of `schema/ast.schema.json`. */
export function astSchemaPath(): string {
  return schemaFilePath('ast.schema.json')
}

/** The parsed JSON Schema of the AST. */
export function astSchema(): Record<string, unknown> {
  return JSON.parse(readPackageFile('schema/ast.schema.json')) as Record<string, unknown>
}

let compiled: ValidateFunction | undefined

/** The compiled validator, built on first use and then reused. */
function validator(): ValidateFunction {
  // strictTypes is off because the dispatching `if` blocks test `type` without repeating
  // `type: object`, which is already checked by the enclosing schema.
  compiled ??= new Ajv({ allErrors: true, strictTypes: false }).compile(astSchema())
  return compiled
}

/**
 * Checks `ast` (any JSON value) against the AST 1.x schema. Returns one message per problem,
 * `<JSON pointer>: <what is wrong>`; an empty array means the AST is valid.
 */
export function validateAst(ast: unknown): string[] {
  const validate = validator()
  if (!validate(ast)) return [...new Set((validate.errors ?? []).filter(isReported).map(formatError))]
  return statementTypeErrors(ast as RouteFile)
}

// `if`/`then` failures only repeat the errors of the branch that was taken.
function isReported(error: ErrorObject): boolean {
  return error.keyword !== 'if'
}

function formatError(error: ErrorObject): string {
  const where = error.instancePath || '/'
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'additionalProperties') return `${where}: unknown property "${String(params.additionalProperty)}"`
  if (error.keyword === 'enum') return `${where}: ${error.message}: ${(params.allowedValues as unknown[]).join(', ')}`
  if (error.keyword === 'const') return `${where}: must be ${JSON.stringify(params.allowedValue)}`
  return `${where}: ${error.message ?? error.keyword}`
}

/**
 * Statements whose `type` disagrees with `statementType(method)`. Only statement positions
 * (`children` of the file, of route sets and of statements) are checked: a `call` value such as
 * `ApiConstraint.new` may well use a method name that the table maps.
 */
function statementTypeErrors(root: RouteFile): string[] {
  const errors: string[] = []
  const check = (nodes: readonly TopLevel[], path: string): void => {
    nodes.forEach((node, index) => {
      const here = `${path}/children/${index}`
      if (node.type === 'routeSet') return check(node.children, here)
      if (node.type === 'ruby' || node.type === 'assign') return
      if (node.type === 'loop' || node.type === 'def') return check(node.children, here)
      if (node.type === 'if') return check([...node.children, ...(node.else ?? [])], here)
      if (node.type === 'case') return check([...node.branches.flatMap((branch) => branch.children), ...(node.else ?? [])], here)
      const expected = statementType(node.method)
      if (node.type !== expected) {
        errors.push(`${here}: a "${node.method}" statement must have type "${expected}", not "${node.type}"`)
      }
      if (node.children) check(node.children, here)
    })
  }
  check(root.children, '')
  return errors
}
