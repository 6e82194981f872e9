/**
 * The expander's output and the matcher's input: one route of the table, in Rails' order.
 * `schema/route-table.schema.json` describes its JSON form.
 */

/** A Ruby value that JSON cannot tell apart from a string: a symbol. */
export interface SymbolTag {
  symbol: string
}

/** A regexp, with Ruby's source and flags (`i`, `m`, `x`). */
export interface RegexpTag {
  regexp: string
  flags: string
}

/** A constant reference, e.g. a Rack app or a constraint class. */
export interface ConstantTag {
  constant: string
}

/** A Hash, entries in order, keys of any type: `{ a: 1, "b" => :c }` as a default's value. */
export interface HashTag {
  hash: Array<[RubyValue, RubyValue]>
}

/** A value of a requirement or default, as Rails holds it. */
export type RubyValue = null | boolean | number | string | SymbolTag | RegexpTag | ConstantTag | HashTag | RubyValue[]

/**
 * A redirect route's target: `redirect("/new/%{id}")` has a `path` (with `%{param}`
 * placeholders); `redirect(subdomain: "x", path: "/%{id}")` has URL `options`, applied to the
 * request's URL when it is served.
 */
export interface RedirectTarget {
  status: number
  path?: string
  options?: Record<string, RubyValue>
}

export interface SourceLocation {
  file: string
  line: number
  column: number
}

/**
 * For a route a gem or a Rails framework drew rather than the routes file itself: which one, and
 * how. `macro`: a routes macro the file calls (`devise_for`, `use_doorkeeper`), the route's
 * `source` is that call, as Rails shows it. `engine`: the gem's own routes file, appended after the
 * application's (Active Storage, Action Mailbox, turbo-rails); `source` is a line of that file,
 * which `bin/rails routes --expanded` does not show (Rails' backtrace cleaner drops gem frames).
 */
export interface RouteOrigin {
  /** The gem: `devise`, `doorkeeper`, `activestorage`, `actionmailbox`, `turbo-rails`. */
  gem: string
  kind: 'macro' | 'engine'
  /** The version whose routes were drawn, where the application's Gemfile.lock names it. */
  version?: string
  /**
   * For a macro's route, the line of the gem's own code that drew it, where Rails records it
   * (`lib/devise/rails/routes.rb:378`), when the release's lines are known.
   */
  location?: string
}

export interface Route {
  /**
   * Helper name (`photo` for `photo_path`), or null when the route has none; false for a route
   * declared `as: false`, which has no helper either but which Rails lists as `false`.
   */
  name: string | null | false
  /** HTTP verbs in declaration order (`['GET']`, `['GET', 'POST']`); empty means any verb. */
  verb: string[]
  /** Journey path pattern, e.g. `/photos/:id(.:format)`. */
  path: string
  /** Controller path (`admin/photos`), or null for Rack endpoints such as redirects and mounts. */
  controller: string | null
  action: string | null
  /** What serves a non-controller route, as `rails routes` shows it: `redirect(301, /x)`, `Sidekiq::Web`. */
  endpoint?: string
  /** For a `redirect(...)` route: its status and target, with Ruby's types (the `endpoint` text loses them). */
  redirect?: RedirectTarget
  /** Path requirements: segment name → what its text must match, in Rails' insertion order. */
  requirements: Record<string, RubyValue>
  /** Default params other than controller and action, in Rails' insertion order. */
  defaults: Record<string, RubyValue>
  /**
   * The keys of `defaults` given as Strings (`defaults: { "format" => "json" }`), which Rails
   * keeps as Strings and lists so (`{"format"=>"json"}`); absent when every key is a Symbol.
   */
  stringKeys?: string[]
  /** Request conditions (subdomain, host, ...) that are not path segments. */
  conditions?: Record<string, RubyValue>
  /**
   * Constraint objects the request must also satisfy, as their Ruby source (`AdminOnly`,
   * `Subdomain.new("api")`): a route's own `constraints:` object, else those of the enclosing
   * `constraints(...) do` blocks, outermost first, as Rails keeps them.
   */
  constraintObjects?: string[]
  /** False for prefix routes (`mount`, `anchor: false`). */
  anchored: boolean
  /** Hidden from the table (`internal: true`). */
  internal?: boolean
  /**
   * The name Rails would have given this unnamed route had an earlier route with another path
   * not taken it first: Rails leaves the route without a helper, without a word.
   */
  unnamed?: string
  /** Where the declaration that made this route was written. */
  source: SourceLocation
  /** Set when a gem or a Rails framework drew the route (absent for the routes file's own). */
  origin?: RouteOrigin
}

/** What serves a route: `controller#action` (`:controller`/`:action` where the path gives them), or the endpoint's text. */
export function routeTarget(route: Route): string {
  return route.endpoint ?? `${route.controller ?? ':controller'}#${route.action ?? ':action'}`
}
