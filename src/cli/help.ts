/**
 * Help texts: usage line, options with defaults, examples and exit codes.
 */

const GLOBAL_FLAGS = `  -h, --help              show this help
      --version           print the version
      --color, --no-color colour diagnostics (default: on a terminal; NO_COLOR and FORCE_COLOR are honoured)`

const EXIT_CODES = `Exit codes
  0  success (warnings allowed)
  1  the routes have errors
  2  usage error, missing or unreadable file, internal error`

/** `routecraft --help`. */
export const MAIN_HELP = `routecraft: Rails' router DSL, expanded into the table \`bin/rails routes\` prints (Rails 6.1)

Usage
  routecraft [FILE] [options]         print the route table (same as \`routecraft routes\`)
  routecraft routes [FILE] [options]  print the route table
  routecraft ast FILE                 print the syntax tree of a routes file as JSON
  routecraft help [COMMAND]           show help for a command

Options
${GLOBAL_FLAGS}

Examples
  routecraft                          the table for config/routes.rb
  routecraft config/routes.rb -g photos
  routecraft routes --json > routes.json
  routecraft ast config/routes.rb

Run 'routecraft routes --help' for the table's options.

${EXIT_CODES}
`

/** `routecraft routes --help`. */
export const ROUTES_HELP = `Usage
  routecraft [routes] [FILE] [options]

Prints the routes of FILE as \`bin/rails routes\` (Rails 6.1) does. FILE defaults to the first of
config/routes.rb, config/routes.yaml, routes.rb, routes.yaml that exists in the current directory.

Options
  -g, --grep PATTERN      only routes whose name, verb, path, controller or action match PATTERN
  -c, --controller NAME   only routes of controller NAME (PostsController, Admin::Posts, admin/posts);
                          wins over --grep
  -E, --expanded          one block per route instead of the table
      --json              the route list as JSON on stdout, nothing else
      --api-only          draw as an API-only application (no new/edit routes)
      --draw-path DIR     also look for \`draw\` files in DIR (repeatable; dirname(FILE)/routes comes first)
      --inflector NAME    rails (default, ActiveSupport's rules) or english (pluralize)
${GLOBAL_FLAGS}

Examples
  routecraft config/routes.rb
  routecraft -c Admin::UsersController
  routecraft -g '^/photos' --expanded
  routecraft routes config/routes.rb --json --draw-path config/routes/extra

${EXIT_CODES}
`

/** `routecraft ast --help`. */
export const AST_HELP = `Usage
  routecraft ast FILE

Parses FILE (routes language) and prints its syntax tree (AST 1.0, see schema/ast.md) as JSON.
Syntax errors are printed to stderr with a code frame.

Options
${GLOBAL_FLAGS}

Examples
  routecraft ast config/routes.rb
  routecraft ast config/routes.rb > routes.ast.json

${EXIT_CODES}
`
