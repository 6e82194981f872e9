// Types of match-requests.mjs, for the TypeScript tools that import it.
export interface RouteShape { name: string | false | null; verb: string[]; path: string; internal: boolean }
export function requests(routes: RouteShape[]): { verb: string; path: string }[]
export function calls(routes: RouteShape[]): [string, unknown[]][]
