// Types of tables.mjs, for the specs that read tables back into rows.
export interface TableRow { name: string; verb: string; path: string; target: string }
export function tableRows(text: string): TableRow[]
export function missingRows(a: TableRow[], b: TableRow[]): string[]
export function share(expected: TableRow[], actual: TableRow[]): number
export function diffLines(expected: string, actual: string, max: number): Array<{ line: number; rails: string; routecraft: string }>
export function reconcileObjectEndpoints(rails: string, ours: string): { table: string; reconciled: number }
