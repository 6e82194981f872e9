/**
 * Help texts: usage line, options with defaults, examples and exit codes.
 */

const GLOBAL_FLAGS = `  -q, --quiet             print errors only, no warnings (each warning is printed once anyway)
  -h, --help              show this help
      --version           print the version
      --color, --no-color colour diagnostics (default: on a terminal; NO_COLOR and FORCE_COLOR are honoured)`

const EXIT_CODES = `Exit codes
  0  success (warnings allowed)
  1  the routes have errors
  2  usage error, missing or unreadable file, internal error`

const WATCH_FLAG = `  -w, --watch             run again whenever FILE, a drawn file or the app's settings change, until Ctrl-C`

const DRAW_FLAGS = `      --api-only          draw as an API-only application (no new/edit routes)
      --draw-path DIR     also look for \`draw\` files in DIR (repeatable; dirname(FILE)/routes comes first)
      --inflector NAME    rails (default, ActiveSupport's rules) or english (pluralize)
      --strict            read only the strict routes language (docs/strict.md): loops, assignments,
                          variables, lambdas, \`def\`, block parameters... are errors (\`direct\`
                          and \`redirect\` blocks are read); by default each such statement is
                          skipped with a warning and the rest of the file is drawn
      --env NAME          the Rails environment conditions see (Rails.env); default: RAILS_ENV,
                          else development, as \`bin/rails routes\`
      --set NAME=VALUE    what ENV['NAME'] reads in conditions (repeatable); the process
                          environment is never read, so the table is the same everywhere
      --value EXPR=RUBY   what an expression of the application is worth (repeatable):
                          --value 'Docuseal.multitenant?=false' --value 'I18n.available_locales=[:en, :fr]';
                          without it, a statement that needs one is skipped with a warning
      --engine-module M   the module an engine's routes (\`X::Engine.routes.draw do\`) are drawn in;
                          default: underscore(X), as an engine that calls \`isolate_namespace X\`;
                          '' for an engine that is not isolated
      --gems MODE         auto (default): draw devise_for and use_doorkeeper as the gems do, reading
                          the app's models and initializers; none: skip them with a warning
      --framework MODE    the routes Rails' engines append (Active Storage, Action Mailbox,
                          turbo-rails): auto (default) those APP/config/application.rb and the
                          Gemfile load, none, or all
      --max NAME=N        raise a limit on the work of drawing (repeatable): steps, elements,
                          characters, iterations, routes, depth, calls (docs/limits.md)`

/** `routecraft --help`. */
export const MAIN_HELP = `routecraft: Rails' router DSL, expanded into the table \`bin/rails routes\` prints (Rails 8)

Usage
  routecraft [FILE] [options]         print the route table (same as \`routecraft routes\`)
  routecraft routes [FILE] [options]  print the route table
  routecraft check [FILE] [options]   report every error and warning, and a one-line summary
  routecraft ast FILE                 print the syntax tree of a routes file as JSON
  routecraft recognize FILE VERB PATH the route that serves a request, and its params
  routecraft generate FILE NAME [...] the path of a named route (Rails' NAME_path)
  routecraft convert FILE [--to FMT]  the same routes as routes.yaml (from .rb) or routes.rb (from .yaml)
  routecraft compile FILE [-o OUT]    the compiled route table: JSON any runtime can route with
  routecraft vectors FILE             conformance vectors (JSON lines) for ports of the table
  routecraft conform --runner CMD FILE  check a port's runner against the vectors
  routecraft explore [FILE]           the route explorer in the browser (--static -o FILE: as one page)
  routecraft diff OLD NEW             what changed between two route tables (files, --json lists, git:REV:PATH)
  routecraft openapi FILE [--yaml]    an OpenAPI 3.1 document of the routes (--merge keeps what people wrote)
  routecraft helpers FILE --lang L    typed path helpers for TypeScript (ts) or Python (py)
  routecraft openapi config/routes.rb --yaml --merge openapi.yaml -o openapi.yaml
  routecraft helpers config/routes.rb --lang ts -o app/frontend/routes.ts
  routecraft openapi FILE [--yaml] [--format-paths] [--merge EXISTING] [-o OUT] [options]
  routecraft openapi config/routes.rb > openapi.json
  routecraft openapi config/routes.rb --yaml --merge openapi.yaml -o openapi.yaml
  routecraft helpers FILE --lang ts|py [-o OUT] [options]
  routecraft helpers config/routes.rb --lang ts -o app/frontend/routes.ts
  routecraft helpers config/routes.yaml --lang py -o routes_helpers.py
  routecraft lsp [--stdio]            the language server for editors (diagnostics, hover, completion...)
  routecraft schema [NAME]            print a JSON Schema: ast (default), routes, route-table, compiled-routes
  routecraft help [COMMAND]           show help for a command

Options
${GLOBAL_FLAGS}

Examples
  routecraft                          the table for config/routes.rb
  routecraft config/routes.rb -g photos
  routecraft routes --json > routes.json
  routecraft check --watch
  routecraft ast config/routes.rb
  routecraft recognize config/routes.rb GET /photos/1.json
  routecraft generate config/routes.rb photo 1 format=json
  routecraft convert config/routes.rb > config/routes.yaml
  routecraft schema route-table > route-table.schema.json
  routecraft compile config/routes.yaml -o routes.json

Run 'routecraft routes --help' for the table's options, 'routecraft help check' for check's.

${EXIT_CODES}
`

/** `routecraft routes --help`. */
export const ROUTES_HELP = `Usage
  routecraft [routes] [FILE] [options]

Prints the routes of FILE as \`bin/rails routes\` (Rails 8) does. FILE defaults to the first of
config/routes.rb, config/routes.yaml, routes.rb, routes.yaml that exists in the current directory.

Options
  -g, --grep PATTERN      only routes whose name, verb, path, controller or action matches the
                          Ruby regexp PATTERN, or that would recognize PATTERN as a path
  -c, --controller NAME   only routes of controller NAME (PostsController, Admin::Posts, admin/posts);
                          wins over --grep
      --method METHOD     only routes that answer METHOD (GET, POST...; routes for every verb too)
      --name PATTERN      only named routes whose name matches the Ruby regexp PATTERN
                          (--method and --name narrow what -g or -c select)
  -E, --expanded          one block per route instead of the table, with each route's
                          Source Location (file:line, relative) in development, as Rails
      --no-source-locations  no Source Location lines in --expanded
      --ruby VERSION      print requirements and defaults as Ruby VERSION's Hash#inspect does:
                          3.3 (default: {:id=>/\\d+/}) or 3.4 ({id: /\\d+/})
      --json              the route list as JSON on stdout, nothing else
${DRAW_FLAGS}
${WATCH_FLAG}
${GLOBAL_FLAGS}

Examples
  routecraft config/routes.rb
  routecraft -c Admin::UsersController
  routecraft -g '^/photos' --expanded
  routecraft -g 'new|edit' --watch
  routecraft --method POST --name '^admin_'
  routecraft routes config/routes.rb --json --draw-path config/routes/extra
  routecraft my_engine/config/routes.rb --engine-module ''

${EXIT_CODES}
`

/** `routecraft ast --help`. */
export const AST_HELP = `Usage
  routecraft ast FILE [--positions | --no-positions]

Parses FILE (the routes language, or routes.yaml when FILE ends in .yaml/.yml) and prints its
syntax tree (AST 1.x, see schema/ast.md) as JSON. Both forms of a file give the same tree, but
for the positions. Every node has its \`position\` (start and end line, column and offset in
FILE) unless --no-positions drops them, which stderr then says. Syntax errors are printed to
stderr with a code frame.

Options
      --positions         keep each node's position (the default)
      --no-positions      drop every position: a shorter tree, the same for routes.rb and
                          routes.yaml
${GLOBAL_FLAGS}

Examples
  routecraft ast config/routes.rb
  routecraft ast config/routes.rb > routes.ast.json
  routecraft ast config/routes.yaml --no-positions

${EXIT_CODES}
`

/** `routecraft check --help`. */
export const CHECK_HELP = `Usage
  routecraft check [FILE] [options]

Parses and draws FILE, analyses its table (routes no request reaches, routes an earlier one partly
shadows, duplicates), prints every error and warning to stderr (file:line:col: Class: message and a
code frame) and a one-line summary to stdout:

  config/routes.rb: 1744 routes, 0 errors, 1 warning

FILE defaults as for \`routecraft routes\`.

Options
      --json              the summary and the diagnostics as one JSON document on stdout, nothing on stderr
      --max-warnings N    exit 1 when there are more than N warnings (by default warnings do not fail;
                          --strict allows none)
      --unused            also warn about routes whose controller or action the application does not define
      --app DIR           the application's root for --unused (default: two directories above FILE)
${DRAW_FLAGS}
${WATCH_FLAG}
${GLOBAL_FLAGS}

Examples
  routecraft check
  routecraft check config/routes.rb --json
  routecraft check --watch

${EXIT_CODES}
`

/** `routecraft schema --help`. */
export const SCHEMA_HELP = `Usage
  routecraft schema [ast|routes|route-table|compiled-routes] [--path | -o FILE]

Prints a JSON Schema shipped with routecraft (default: ast):
  ast          the syntax tree printed by \`routecraft ast\` (schema/ast.schema.json)
  routes       routes.yaml files (schema/routes.schema.json)
  route-table  the route list printed by \`routecraft --json\` (schema/route-table.schema.json)
  compiled-routes  the table printed by \`routecraft compile\` (schema/compiled-routes.schema.json)

Options
      --path              print the schema file's path instead of its content
  -o, --output FILE       write a copy to FILE (directories made as needed); for the routes
                          schema, also print the modeline that points config/routes.yaml at it
${GLOBAL_FLAGS}

Examples
  routecraft schema route-table > route-table.schema.json
  routecraft schema routes --path
  routecraft schema routes -o .routecraft/routes.schema.json

${EXIT_CODES}
`

const LOOKUP_FLAGS = `      --json              answer as JSON
${DRAW_FLAGS}
${GLOBAL_FLAGS}`

/** `routecraft recognize --help`. */
export const RECOGNIZE_HELP = `Usage
  routecraft recognize FILE VERB PATH [options]

Which route serves VERB PATH, by Rails' rules (the first declared route that matches; HEAD falls
back to GET; the query string is ignored), and the params it gets. Exit 1 and Rails' message
\`No route matches [GET] "/x"\` when none does.

Request conditions (\`constraints subdomain: "api"\`, host, port, ip...) are checked when the
request is described: PATH as a full URL (its host, port and scheme), --header, --fact. A bare
path matches such routes on verb and path alone, and the answer says which conditions it
assumed. Constraint objects and lambdas (\`constraints(AdminOnly)\`) need the application's
code: they are taken to allow the request, and the answer says so. For a redirect route, the
Location Rails would send (host example.org unless the URL or a Host header gives one).

Options
      --header 'NAME: VALUE'  a request header (repeatable): Host, User-Agent, Cookie...
      --fact NAME=VALUE   what the request answers to Rails' request method NAME (repeatable):
                          subdomain=api, ip=10.0.0.1, xhr?=true (true, false, nil and
                          integers are read as such)
${LOOKUP_FLAGS}

Examples
  routecraft recognize config/routes.rb GET /photos/1.json
  routecraft recognize config/routes.rb DELETE /admin/users/7 --json
  routecraft recognize config/routes.rb GET http://api.example.com/status
  routecraft recognize config/routes.rb GET /status --header 'Host: api.example.com'
  routecraft recognize config/routes.rb GET /admin --fact remote_ip=10.0.0.7

${EXIT_CODES}
`

/** `routecraft generate --help`. */
export const GENERATE_HELP = `Usage
  routecraft generate FILE NAME [ARG...] [key=value...] [options]

The path Rails' \`NAME_path(ARG..., key: value...)\` gives: each ARG fills the next segment,
key=value pairs are named params (extra ones become the query string). NAME may end in _path.
Exit 1 with Rails' message when required keys are missing or a value breaks a requirement.

Options
${LOOKUP_FLAGS}

Examples
  routecraft generate config/routes.rb photo 1              /photos/1
  routecraft generate config/routes.rb photo id=1 format=json page=2

${EXIT_CODES}
`

/** `routecraft convert --help`. */
export const CONVERT_HELP = `Usage
  routecraft convert FILE [--to rb|yaml] [--schema PATH]

Prints the routes of FILE in the other front end's text: routes.rb → routes.yaml, or routes.yaml
→ routes.rb (--to picks the target). Both give the same syntax tree; comments are not kept.
--schema PATH writes a yaml-language-server modeline pointing at routes.schema.json.

Options
      --to FMT            rb or yaml (default: the other one)
      --schema PATH       with --to yaml: the schema path or URL for the editor modeline
${GLOBAL_FLAGS}

Examples
  routecraft convert config/routes.rb > config/routes.yaml
  routecraft convert config/routes.yaml --to rb

${EXIT_CODES}
`

/** `routecraft compile --help`. */
export const COMPILE_HELP = `Usage
  routecraft compile FILE [-o OUT] [options]

Prints the compiled route table of FILE: every route in Rails' order with one regexp to
recognise it (in a dialect ECMAScript, Python re, Go RE2, Java and PCRE2 read alike), its
params, and its pattern as a tree to generate paths with. schema/compiled-routes.md says how to
run it; examples/python is a port in about 230 lines of Python. The same routes give the same bytes. A
route whose requirement the dialect cannot express is marked unsupported (a warning names it).

Options
  -o, --output OUT        write the table to OUT instead of stdout
${DRAW_FLAGS}
${GLOBAL_FLAGS}

Examples
  routecraft compile config/routes.yaml -o routes.json
  routecraft compile config/routes.rb > routes.json

${EXIT_CODES}
`

/** `routecraft vectors --help`. */
export const VECTORS_HELP = `Usage
  routecraft vectors FILE [options]

Prints conformance vectors for FILE's compiled table, one JSON object a line: requests
({"recognize": {"verb", "path"}, "expect": {"route": INDEX|null, "params"}}) and helper calls
({"generate": {"name", "params"}, "expect": {"path"} or {"error"}}), covering every route, its
optional groups and requirements, misses, HEAD, other verbs and escapes. The answers are
routecraft's matcher's, which agrees with Rails on every request measured.

Options
${DRAW_FLAGS}
${GLOBAL_FLAGS}

Examples
  routecraft vectors config/routes.rb > vectors.jsonl

${EXIT_CODES}
`

/** `routecraft conform --help`. */
export const CONFORM_HELP = `Usage
  routecraft conform --runner CMD FILE [options]

Compiles FILE, runs CMD with the table's path as its last argument, writes the vectors'
questions to its stdin (one JSON line each) and compares its answers (one JSON line each) with
the vectors'. Prints the agreement and the first disagreements; exit 0 when every answer agrees
(a runner may refuse questions that reach a route the table marks unsupported).

Options
      --runner CMD        the runner's command line (run by the shell)
      --limit N           disagreements to show (default: 10)
${DRAW_FLAGS}
${GLOBAL_FLAGS}

Examples
  routecraft conform --runner "python3 examples/python/conform.py" config/routes.yaml

Exit codes
  0  every answer agrees
  1  the routes have errors, or the runner disagrees or fails
  2  usage error, missing or unreadable file, internal error
`

/** `routecraft explore --help`. */
export const EXPLORE_HELP = `Usage
  routecraft explore [FILE] [options]
  routecraft explore [FILE] --static [-o OUT]

Serves the route explorer on http://127.0.0.1 and prints its URL: the route table grouped by
file and namespace, a search that filters as you type, a request field (which route answers a
verb and a path, with its params and the routes passed over), a generate field (a helper's path),
and what \`check\` finds. The page reloads when the routes files change, and its state is in its
URL (?q=photos, ?verb=GET&path=/photos/7, ?helper=photo&id=7). It fetches nothing from the
network. With --static, writes the same page as one self-contained HTML file instead.

Options
      --port P            the port to listen on (default: a free one)
      --static            write the page as a file instead of serving it
  -o, --output OUT        where --static writes the page (default: stdout)
${DRAW_FLAGS}
${GLOBAL_FLAGS}

Examples
  routecraft explore
  routecraft explore config/routes.rb --port 4000
  routecraft explore config/routes.rb --static -o routes.html

Exit codes
  0  stopped with Ctrl-C, or the static page was written
  2  usage error, missing or unreadable file, internal error
`

/** `routecraft lsp --help`. */
export const LSP_HELP = `Usage
  routecraft lsp [--stdio]

Runs the language server for config/routes.rb, config/routes/*.rb and routes.yaml files, speaking
the Language Server Protocol on stdin and stdout (editors start it; it is not meant to be typed).
It reports what \`routecraft check\` reports as you type, shows the routes a statement draws on
hover and in a code lens above it, goes from \`draw :name\` to the drawn file and from a concern's
name to its \`concern\`, completes statements, options, actions and controllers, finds route
helpers as workspace symbols, and offers quick fixes for the hints that are edits.

Options
      --stdio             talk over stdin and stdout (the default and only transport)
${GLOBAL_FLAGS}

Editors: see the README (VS Code extension in editors/vscode, Neovim, Helix).
`

/** `routecraft diff --help`. */
export const DIFF_HELP = `Usage
  routecraft diff OLD NEW [options]

Compares two route tables as clients see them. OLD and NEW are each a routes file (.rb, .yaml),
a route list written by \`routecraft --json\` (.json), or git:REV:PATH (the file at revision REV,
with the files it draws from that revision; PATH from the repository's root, or from here when
it starts with ./). Routes are the same route when their verbs and path pattern are (then their
name); moving a route changes nothing by itself. The report lists the routes added, removed and
changed (each field old → new), helpers whose required params changed, and requests that another
route now answers (found by asking both tables through the matcher), with both answers.

Options
      --json              the report as JSON: {added, removed, changed, precedence}
      --markdown          the report as Markdown tables, for a pull-request comment
      --fail-on KINDS     exit 1 only for these kinds of change, comma-separated:
                          added, removed, renamed, changed, precedence
      --ruby VERSION      print Hashes as Ruby VERSION's inspect does: 3.3 (default) or 3.4
${DRAW_FLAGS}
${GLOBAL_FLAGS}

Examples
  routecraft diff git:main:config/routes.rb config/routes.rb
  routecraft diff routes.snapshot.json config/routes.rb --fail-on removed,renamed
  routecraft diff git:HEAD~1:config/routes.rb config/routes.rb --markdown > comment.md

Exit codes
  0  no change (or none of the kinds --fail-on names)
  1  the routes changed
  2  usage error, unreadable file or revision, a side with errors
`

/** `routecraft openapi --help`. */
export const OPENAPI_HELP = `Usage
  routecraft openapi FILE [--yaml] [--format-paths] [--merge EXISTING] [-o OUT] [options]

Prints an OpenAPI 3.1 document of FILE's routes: one path item per path (\`/photos/:id\` is
\`/photos/{id}\`, optional groups listed as the paths they stand for), one operation per
method, requirements as anchored patterns, defaults, redirects as their 3xx response, and an
\`x-routecraft\` object (name, controller, action, path, source) on every operation.
operationIds are the route's name, else controller#action, else its path (docs/exports.md).

Options
      --yaml              YAML instead of JSON
      --format-paths      list \`(.:format)\` as paths of their own (/photos/{id}.{format});
                          by default the format is noted on the operation
      --merge EXISTING    keep what EXISTING (JSON or YAML) says about operations that still
                          have a route; report the ones that no longer do
      --title T           info.title (default Routes)
      --api-version V     info.version (default 1.0.0)
  -o, --output OUT        write the document to OUT instead of stdout
${DRAW_FLAGS}
${GLOBAL_FLAGS}

Examples
  routecraft openapi config/routes.rb > openapi.json
  routecraft openapi config/routes.rb --yaml --merge openapi.yaml -o openapi.yaml

${EXIT_CODES}
`

/** `routecraft helpers --help`. */
export const HELPERS_HELP = `Usage
  routecraft helpers FILE --lang ts|py [-o OUT] [options]

Prints a module of path helpers, one per named route, each giving the path Rails' NAME_path
gives: \`photoPath({ id: 1 })\` in TypeScript (with \`AppPath\`, the type of every path the
application serves), \`photo_path(id=1)\` in Python (standard library only). Required segments
are required keys; other keys become the query string. The same routes give the same bytes.

Options
      --lang ts|py        TypeScript or Python
  -o, --output OUT        write the module to OUT instead of stdout
${DRAW_FLAGS}
${GLOBAL_FLAGS}

Examples
  routecraft helpers config/routes.rb --lang ts -o app/frontend/routes.ts
  routecraft helpers config/routes.yaml --lang py -o routes_helpers.py

${EXIT_CODES}
`
