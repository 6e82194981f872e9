/**
 * The catalogue of expansion diagnostics: stable codes for Rails' own errors (matched by their
 * message, which is kept exactly as Rails words it) and for our additions. `npm run docs` writes
 * docs/diagnostics.md from this list and the other catalogues.
 */
export interface ExpandCode {
  code: string
  name: string
  title: string
  message: RegExp
  /** Set where the number does not say it: RC29xx are warnings, except the gems' errors (RC2940–RC2949). */
  severity?: 'error' | 'warning'
}

export const EXPAND_CODES: readonly ExpandCode[] = [
  { code: 'RC2001', name: 'ArgumentError', title: '`collection` outside a resource', message: /^can't use collection outside/ },
  { code: 'RC2002', name: 'ArgumentError', title: '`member` outside a resource', message: /^can't use member outside/ },
  { code: 'RC2003', name: 'ArgumentError', title: '`nested` outside a resource', message: /^can't use nested outside/ },
  { code: 'RC2004', name: 'ArgumentError', title: '`new` outside a resource', message: /^can't use new outside/ },
  { code: 'RC2010', name: 'ArgumentError', title: 'hash-form route without a String path', message: /^Route path not specified/ },
  { code: 'RC2011', name: 'ArgumentError', title: 'a verb helper given several paths', message: /^Wrong number of arguments/ },
  { code: 'RC2012', name: 'ArgumentError', title: '`root` with neither a path nor options', message: /^must be called with a path and\/or options|^wrong number of arguments/ },
  { code: 'RC2013', name: 'ArgumentError', title: '`draw` file not found', message: /^Your router tried to #draw/ },
  { code: 'RC2014', name: 'ArgumentError', title: '`draw` cycle', message: /^draw cycle/ },
  { code: 'RC2015', name: 'ArgumentError', title: 'drawn file has a routes.draw wrapper', message: /^a drawn file must not/ },
  { code: 'RC2016', name: 'ArgumentError', title: '`draw` without a file loader (API)', message: /^cannot draw .*: expand\(\) was given no loadDrawFile/ },
  { code: 'RC2020', name: 'ArgumentError', title: 'no controller', message: /^Missing :controller key/ },
  { code: 'RC2021', name: 'ArgumentError', title: 'no action', message: /^Missing :action key/ },
  { code: 'RC2022', name: 'ArgumentError', title: 'invalid controller name', message: /is not a supported controller name/ },
  { code: 'RC2023', name: 'ArgumentError', title: '`to:` of an unsupported kind', message: /^:to must respond to/ },
  { code: 'RC2024', name: 'ArgumentError', title: '`:controller` segment inside a namespace', message: /^:controller segment is not allowed/ },
  { code: 'RC2030', name: 'ArgumentError', title: 'anchored requirement', message: /^Regexp anchor characters/ },
  { code: 'RC2031', name: 'ArgumentError', title: 'multiline requirement in constraints:', message: /^Regexp multiline option/ },
  { code: 'RC2032', name: 'ArgumentError', title: 'constraint that cannot answer a request', message: /^Invalid constraint/ },
  { code: 'RC2033', name: 'ArgumentError', title: 'requirement the linear matcher cannot run (a backreference) that can backtrack catastrophically', message: /^Regexp requirement can backtrack catastrophically/ },
  { code: 'RC2130', name: 'SlowRequirement', title: 'requirement a backtracking engine (Rails\' Onigmo among them) may take exponential or polynomial time on (warning: routecraft matches it in linear time)', message: /^Regexp requirement .* can take (exponential|polynomial) time/ },
  { code: 'RC2131', name: 'SlowRequirement', title: 'requirement whose linear matcher is so large that a long request path costs seconds (warning: counted repetitions nested in one another)', message: /^Regexp requirement .* compiles to [\d,]+ instructions of routecraft's linear matcher/ },
  { code: 'RC2034', name: 'ArgumentError', title: 'requirement the matcher cannot compile', message: /^Regexp requirement cannot be used for matching/ },
  { code: 'RC2040', name: 'ArgumentError', title: 'invalid route name', message: /^Invalid route name: / },
  { code: 'RC2041', name: 'ArgumentError', title: 'route name already in use', message: /^Invalid route name, already in use/ },
  { code: 'RC2050', name: 'ArgumentError', title: 'path given twice', message: /^Ambiguous route definition/ },
  { code: 'RC2051', name: 'ArgumentError', title: 'blank path', message: /^path is required/ },
  { code: 'RC2052', name: 'ArgumentError', title: 'unbalanced `(` in a path', message: /^missing right parenthesis/ },
  { code: 'RC2053', name: 'ArgumentError', title: '`match` without a verb', message: /^You should not use the `match` method/ },
  { code: 'RC2054', name: 'ArgumentError', title: 'unknown `on:` scope', message: /^Unknown scope/ },
  { code: 'RC2055', name: 'ArgumentError', title: '`anchor` given to a scope', message: /^anchor is ignored unless/ },
  { code: 'RC2056', name: 'Racc::ParseError', title: 'unbalanced `)` in a path', message: /^parse error on value "\)"/ },
  { code: 'RC2057', name: 'ArgumentError', title: 'route path too long', message: /^route path too long/ },
  { code: 'RC2060', name: 'ArgumentError', title: '`param:` with a colon', message: /^:param option can't contain colons/ },
  { code: 'RC2061', name: 'ArgumentError', title: 'unknown action in `only:`/`except:`', message: /:only and :except must include only/ },
  { code: 'RC2062', name: 'ArgumentError', title: 'unknown concern', message: /^No concern named/ },
  { code: 'RC2070', name: 'ArgumentError', title: '`mount` without an application', message: /^A rack application must be specified/ },
  { code: 'RC2071', name: 'ArgumentError', title: '`mount` without a mount point', message: /^Must be called with mount point/ },
  { code: 'RC2072', name: 'ArgumentError', title: 'unsupported `redirect` argument', message: /^redirection argument not supported/ },
  { code: 'RC2080', name: 'RuntimeError', title: '`direct`/`resolve` inside a scope', message: /can't be used inside a routes scope block/ },
  { code: 'RC2090', name: 'TypeError', title: 'a hash option given another value', message: /^no implicit conversion/ },
  { code: 'RC2091', name: 'LocalJumpError', title: 'a block method called without a block', message: /^no block given/ },
  { code: 'RC2092', name: 'ArgumentError', title: 'nesting too deep', message: /^routes nest too deeply/ },
  { code: 'RC2093', name: 'NotImplementedError', title: 'Ruby routecraft does not evaluate (strict mode)', message: /^Ruby routecraft does not evaluate/ },
  { code: 'RC2094', name: 'SystemStackError', title: 'methods, concerns and drawn files calling each other too deep (limit `depth`)', message: /^stack level too deep/ },
  { code: 'RC2095', name: 'ArgumentError', title: 'a method of the routes file called with the wrong arguments', message: /^wrong number of arguments|^missing keywords?:|^unknown keywords?:/ },
  { code: 'RC2110', name: 'LimitExceeded', title: 'evaluation takes too many steps (limit `steps`)', message: /^evaluation takes more than [\d,]+ steps/ },
  { code: 'RC2111', name: 'LimitExceeded', title: 'evaluation builds too many array elements and hash entries (limit `elements`)', message: /^evaluation builds more than [\d,]+ array elements/ },
  { code: 'RC2112', name: 'LimitExceeded', title: 'strings and route paths of too many characters (limit `characters`)', message: /^strings and route paths of more than [\d,]+ characters/ },
  { code: 'RC2113', name: 'LimitExceeded', title: 'loops run too many times (limit `iterations`)', message: /^loops run more than [\d,]+ times/ },
  { code: 'RC2114', name: 'LimitExceeded', title: 'too many routes (limit `routes`)', message: /^more than [\d,]+ routes are drawn/ },
  { code: 'RC2115', name: 'LimitExceeded', title: 'methods, concerns and drawn files called too many times (limit `calls`)', message: /^methods, concerns and drawn files are called more than/ },
  { code: 'RC2901', name: 'NoMethodError', title: 'unknown routing method (warning: the call is skipped)', message: /^undefined method/ },
  { code: 'RC2902', name: 'DeprecationWarning', title: 'dynamic `:controller`/`:action` segment (warning)', message: /^Using a dynamic :(controller|action) segment/ },
  { code: 'RC2903', name: 'SkippedRuby', title: 'Ruby routecraft does not evaluate (warning: the statement is skipped)', message: /^skipped `/ },
  { code: 'RC2904', name: 'DeprecationWarning', title: 'options given as a Hash argument, not keywords (warning)', message: /^\w+ received a hash argument / },
  { code: 'RC2906', name: 'ApplicationValue', title: 'a requirement or default only the application knows (warning: recognition takes any value there)', message: /^drawn with values only the application knows/ },
  { code: 'RC2930', name: 'DeviseModelAssumed', title: '`devise_for` whose model cannot be read: drawn with the modules `rails generate devise` gives (warning)', message: /^devise_for :.*; drawn with the modules `rails generate devise` gives/ },
  { code: 'RC2931', name: 'UnknownDeviseModule', title: 'a model uses Devise modules of other gems: their routes are not drawn (warning)', message: /^devise_for :.* uses modules Devise does not define/ },
  { code: 'RC2932', name: 'GemMacroSkipped', title: 'a gem macro skipped because gem macros are off (`--gems none`; warning)', message: /^`\w+' of the \S+ gem was skipped: gem macros are turned off/ },
  { code: 'RC2933', name: 'DoorkeeperBlock', title: 'a statement of a `use_doorkeeper` block other than `controllers`, `skip_controllers`, `as` (warning: skipped)', message: /^use_doorkeeper: only `controllers`/ },
  { code: 'RC2934', name: 'DeviseProvidersAssumed', title: "a model's `omniauth_providers:` only the application knows: drawn with the providers its Devise initializer configures (warning)", message: /^devise_for: \S+'s omniauth_providers: is a value only the running application knows/ },
  { code: 'RC2935', name: 'OmniauthProviderSkipped', title: 'a `config.omniauth` provider inside a condition or loop of the Devise initializer: its routes are not drawn (warning)', message: /^`config\.omniauth` at \S+ is inside a condition or loop/ },
  { code: 'RC2936', name: 'DeviseSettingAssumed', title: "a Devise initializer setting that decides routes (`sign_out_via`, `unlock_strategy`, `omniauth_path_prefix`) only the application knows: drawn with Devise's default unless `--value` gives it (warning)", message: /^`config\.\w+` of \S+ is a value only the running application knows/ },
  { code: 'RC2937', name: 'DoorkeeperValueAssumed', title: "a `use_doorkeeper` block's controller or name only the application knows: the group keeps Doorkeeper's own (warning)", message: /^use_doorkeeper: `\w+ \w+: …` is a value only the application knows/ },
  { code: 'RC2938', name: 'GuessedRoutesWithdrawn', title: "routes a `devise_for` drew from assumed modules, withdrawn because the file declares a route of the same name (warning; strict mode raises Rails' name error)", message: /^withdrew the \w+ routes that / },
  { code: 'RC2940', name: 'ArgumentError', severity: 'error', title: 'Devise: `omniauth_callbacks` controller for a model that is not omniauthable', message: /^Mapping omniauth_callbacks on a resource that is not omniauthable/ },
  { code: 'RC2941', name: 'RuntimeError', severity: 'error', title: 'Devise: OmniAuth callbacks under a dynamic segment', message: /^Devise does not support scoping OmniAuth callbacks under a dynamic segment/ },
  { code: 'RC2942', name: 'RuntimeError', severity: 'error', title: 'Devise: two OmniAuth path prefixes', message: /^Wrong OmniAuth configuration/ },
  { code: 'RC2943', name: 'NameError', severity: 'error', title: "Devise: `devise_for` names a model the application's app/models does not define (strict mode; a warning, RC2930, otherwise)", message: /^uninitialized constant / },
  { code: 'RC2907', name: 'NamedValue', title: 'a value only the application knows, drawn under its expression (warning)', message: /^drawn naming values only the application knows/ },
  { code: 'RC2908', name: 'NamedVariable', title: 'a variable holding an object only the application knows (warning)', message: /^`[^`]+` holds an object only the application knows/ },
  { code: 'RC2913', name: 'OverriddenMapperMethod', title: 'a method the file defines overrides one that Rails\' own routing methods call too: routecraft runs it only where the file calls it (warning)', message: /^`def \w+` overrides the routes language's / },
  { code: 'RC2909', name: 'BundledGem', title: '`defined?` of a bundled gem\'s namespace answered from Gemfile.lock (info)', message: /^`defined\?\(.*\)` is "constant": / },
  { code: 'RC2905', name: 'IgnoredActions', title: 'unknown action in `only:`/`except:` ignored (warning; an error in strict mode)', message: /^ignored \[.*\] in :only\/:except of / },
]

/** The catalogue entry for a message; `RC2099` when it is not in the catalogue. */
export function lookupCode(message: string): Pick<ExpandCode, 'code' | 'name'> {
  return EXPAND_CODES.find((c) => c.message.test(message)) ?? { code: 'RC2099', name: 'ArgumentError' }
}

/** The code for an expansion message. */
export function codeFor(message: string): string {
  return lookupCode(message).code
}
