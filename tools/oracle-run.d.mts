// Types of oracle-run.mjs, for the TypeScript tools that import it.
export interface RailsChoice { name: string; ruby: string; src?: string }
export function railsChoice(name?: string): RailsChoice
export function rubyCommand(rails?: RailsChoice): string
export function oracleEnv(apiOnly: boolean, rails?: RailsChoice): NodeJS.ProcessEnv
export function railsVersion(rails?: RailsChoice): { version: string; revision: string | null }
export function runOracle(dir: string, argv: string[], apiOnly?: boolean, rails?: RailsChoice): Promise<{ code: number | null; stdout: string; stderr: string }>
export const oracle: string
export function selectCases<T extends { name: string }>(all: T[], names: string[]): T[]
export function regenerateAll<T, R>(cases: T[], workers: number, regenerate: (c: T) => Promise<R>): Promise<R[]>
