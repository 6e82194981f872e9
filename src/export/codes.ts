/**
 * The catalogue of the exports' diagnostics (OpenAPI documents and path helpers): RC5000–RC5049.
 * `npm run docs` lists them in docs/diagnostics.md.
 */
import type { CheckCode } from '../check/codes.js'

/** A catalogue entry, as the other stages' catalogues have them. */
export type ExportCode = CheckCode

export const HELPER_MANGLED = 'RC5001'
export const HELPER_RENAMED = 'RC5002'
export const HELPER_NOT_PORTABLE = 'RC5003'
export const OPERATION_FOLDED = 'RC5010'
export const MERGE_REMOVED = 'RC5020'
export const MERGE_UNREADABLE = 'RC5021'

export const EXPORT_CODES: readonly ExportCode[] = [
  { code: HELPER_MANGLED, name: 'HelperNameMangled', severity: 'warning', title: 'a route name that is not an identifier: its helper gets a mangled name' },
  { code: HELPER_RENAMED, name: 'HelperNameTaken', severity: 'warning', title: 'two route names give the same helper name: the later one gets a numbered suffix' },
  { code: HELPER_NOT_PORTABLE, name: 'HelperNotPortable', severity: 'warning', title: 'no Python helper for a route whose requirement Python\'s re cannot express' },
  { code: OPERATION_FOLDED, name: 'OperationFolded', severity: 'info', title: 'a route answers a method and path an earlier route already answers: it is listed on that operation' },
  { code: MERGE_REMOVED, name: 'OperationRemoved', severity: 'warning', title: 'an operation of the merged document no longer has a route: it is dropped' },
  { code: MERGE_UNREADABLE, name: 'MergeUnreadable', severity: 'error', title: 'the document to merge is not a JSON or YAML OpenAPI document' },
]
