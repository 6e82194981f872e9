/**
 * RC4053: `match 'preview', via: :all` on a member: GET, POST, PATCH, PUT and DELETE of the
 * record's URL all reach one action, so a state-changing action answers GET (and a crawler or a
 * prefetch triggers it). Listing the verbs the action handles says what is meant.
 */
import type { Diagnostic } from '../../diagnostic.js'
import { type Lint, type LintInput, type StatementVisit, lintWarning, option, statements } from './context.js'

function onMember(visit: StatementVisit): boolean {
  const on = option(visit.statement, 'on')?.value
  if (on && (on.type === 'symbol' || on.type === 'string')) return on.value === 'member'
  const enclosing = visit.ancestors.at(-1)
  return enclosing?.type === 'member'
}

function viaAll(visit: StatementVisit): boolean {
  const via = option(visit.statement, 'via')?.value
  if (!via) return false
  const values = via.type === 'array' ? via.elements : [via]
  return values.some((v) => (v.type === 'symbol' || v.type === 'string') && v.value === 'all')
}

export const viaAllOnMembers: Lint = (input: LintInput): Diagnostic[] =>
  statements(input.files)
    .filter((visit) => visit.statement.type === 'match' && viaAll(visit) && onMember(visit))
    .map((visit) => lintWarning('RC4053', visit.file, option(visit.statement, 'via')!.position,
      'via: :all on a member route: every verb (GET included) of the record\'s URL reaches this one action',
      'list the verbs the action handles, e.g. via: [:get, :post]'))
