/**
 * Text forms of routes and diagnostics: the `rails routes` table and expanded view, JSON, code frames.
 */
export { formatRoutesTable } from './table.js'
export { formatRoutesExpanded, type ExpandedOptions } from './expanded.js'
export { filterRoutes, toRow as routeRow, type ListingOptions, type RouteFilter, type RouteRow } from './inspector.js'
export { routesToJson, canonicalRoute, ROUTE_KEYS } from './json.js'
export { rubyInspect, rubyHashInspect, RUBY_VERSIONS, type RubyVersion } from './ruby-inspect.js'
export { codeFrame, formatDiagnostic, type FrameOptions } from './code-frame.js'
