/**
 * The route explorer: a page listing a route table with a search, a request field and a
 * generate field (render.ts), its browser script (client.ts), and the local server (server.ts).
 */
export { explorerModel } from './model.js'
export type { ExplorerModel, ExplorerGroup, ExplorerRow, ExplorerFinding } from './model.js'
export { explorerLookup } from './lookup.js'
export type { ExplorerLookup, RequestAnswer, GenerateAnswer, PassedOver } from './lookup.js'
export { renderPage } from './render.js'
export type { PageOptions } from './render.js'
export { stateFromQuery, queryOfState } from './state.js'
export type { ExplorerState } from './state.js'
