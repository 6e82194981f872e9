#!/usr/bin/env node
// Measures routecraft against Rails on the real-world corpus (tools/realworld/manifest.json).
//
//   node tools/realworld/compare.mjs [--corpus DIR] [--env NAME] [--rails 8.1.3|main|7.2|6.1]
//        [--refresh-rails] [--as-is] [--cli PATH] [--json FILE] [APP ...]
//
// For each app (or only the APPs named, by owner/name or a part of it): Rails' table of
// config/routes.rb (tools/realworld/rails-draw.rb under ruby8, or the system ruby for 6.1; gems
// stubbed, Rails.env = --env). Where Rails 8 refuses a file only because `only:`/`except:` name
// an unknown action (an ArgumentError since Rails 8.0, ignored before), the app is drawn by
// Rails 7.2 instead, as lenient routecraft draws it, and its line says so;
// cached as DIR/<owner>+<name>/.rails/<rails>-<env>.txt so that a re-run needs no Ruby
// (--refresh-rails redraws); then routecraft's CLI on the unedited file, timed as a process. One
// line per app: exit code, warnings and errors (from `routecraft check --json`), routes printed,
// whether the table equals Rails' byte for byte (memory addresses in the inspect text of objects
// the file builds aside, and the endpoint text of application objects mounted as Rack apps
// reconciled as tables.mjs's reconcileObjectEndpoints explains, counted on the app's line), else the share of Rails' routes reproduced
// (rows matched by name + verb + path + controller#action, as a multiset) with the first rows
// missing and extra, or the first differing lines when every row matches; then totals and the diagnostics that stop routecraft, ranked by the number of
// apps they occur in. --json FILE writes everything measured. --as-is draws both sides without the
// manifest's values and preludes (stub values on Rails' side, unknown on routecraft's).
// --gems draws both sides with the routes gems and Rails' engines add, each app laid out with its
// context (context.json, restored by corpus.mjs under DIR/.gems/): Rails loads the real Devise and
// Doorkeeper at the versions of the app's Gemfile.lock, runs its config/application.rb, the
// initializers and models kept, and draws the engines' routes files of its Rails and turbo-rails
// after its own (gems-boot.rb; every other gem stays stubbed); routecraft runs with
// `--gems auto --framework auto`. Apps without a context are listed and left out.
// --plain runs routecraft with no flags at all, as someone types it in a checkout that holds only
// the routes files: gem macros draw what they can guess (Devise's generated modules), so the rows
// are not Rails' (gems stubbed) and only "prints a table" is the figure to read.
//
// The CLI is dist/cli/routecraft.cjs (run `npm run build` first); --env NAME is passed on only
// when the CLI's help lists --env. The corpus directory defaults to $REALWORLD_CORPUS.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { appDir, readManifest } from "./corpus.mjs";
import { gemsDir, readContext } from "./app-context.mjs";
import { appEngineFiles, gemSources, locked } from "../gem-sources.mjs";
import { railsChoice, rubyArgs, rubyCommand } from "../oracle-run.mjs";
import { diffLines, missingRows, reconcileObjectEndpoints, share, tableRows } from "./tables.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "../..");

function options(argv) {
  const o = { corpus: process.env.REALWORLD_CORPUS, env: "development", rails: "8.1.3", refresh: false, asIs: false, cli: join(ROOT, "dist/cli/routecraft.cjs"), json: undefined, apps: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--corpus") o.corpus = argv[++i];
    else if (a === "--env") o.env = argv[++i];
    else if (a === "--rails") o.rails = argv[++i];
    else if (a === "--refresh-rails") o.refresh = true;
    else if (a === "--as-is") o.asIs = true;
    else if (a === "--gems") o.gems = true;
    else if (a === "--plain") o.bare = [];
    else if (a === "--cli") o.cli = resolve(argv[++i]);
    else if (a === "--json") o.json = argv[++i];
    else o.apps.push(a);
  }
  if (!o.corpus) fail("give --corpus DIR (or set REALWORLD_CORPUS)");
  if (!["8.1.3", "main", "7.2", "6.1"].includes(o.rails)) fail("--rails is 8.1.3, main, 7.2 or 6.1");
  if (!existsSync(o.cli)) fail(`no CLI at ${o.cli}: run npm run build`);
  return o;
}

function fail(msg) {
  console.error(`compare: ${msg}`);
  process.exit(2);
}

/** Rails' table (or `ERROR …` line) for one app, from the cache or drawn now. */
function railsTable(o, app, dir, rails = o.rails) {
  const cache = join(dir, ".rails", `${rails}-${o.env}${o.asIs ? "-as-is" : ""}${o.gems ? "-gems" : ""}.txt`);
  if (!o.refresh && existsSync(cache)) return readFileSync(cache, "utf8");
  // The Rails choices are tools/oracle-run.mjs's: how each is run (its Ruby, source tree, arguments).
  const choice = railsChoice(rails);
  const env = { ...process.env, REALWORLD_ENV: o.env, REALWORLD_PRELUDE: o.asIs ? "" : (app.prelude ?? ""), RAILS8_MOUNTS: `${ROOT} ${resolve(o.corpus)}` };
  if (choice.src) env.RAILS_SRC = choice.src;
  else delete env.RAILS_SRC;
  if (o.gems) Object.assign(env, gemsBoot(dir));
  const ruby = rubyCommand(choice);
  const r = spawnSync(ruby, [...rubyArgs(choice), join(HERE, "rails-draw.rb"), dir], { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 << 20 });
  if (r.error) fail(`${ruby}: ${r.error.message}`);
  const out = r.status === 0 ? r.stdout : r.stdout.startsWith("ERROR") ? r.stdout : `ERROR exit ${r.status}: ${(r.stderr || r.stdout).split("\n")[0]}\n`;
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, out);
  // What the boot left out or stubbed, said on stderr (gems-boot.rb's notes).
  if (o.gems) writeFileSync(`${cache}.notes`, r.stderr.split("\n").filter((l) => l.startsWith("gems-boot: ")).map((l) => `${l.slice(11)}\n`).join(""));
  return out;
}

/**
 * What gems-boot.rb is given for one app: the gems it bundles that routecraft draws (devise,
 * doorkeeper, and omniauth, which Devise's omniauthable needs: locked in Gemfile.lock, or named in
 * a Gemfile without one), their sources at the
 * locked versions, and the engines' routes files of its Rails and turbo-rails.
 */
function gemsBoot(dir) {
  const read = (name) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), "utf8") : "");
  const versions = locked(read("Gemfile.lock"));
  const named = (gem) => versions.has(gem) || (!read("Gemfile.lock") && new RegExp(`^\\s*gem\\s*\\(?\\s*["']${gem}["']`, "m").test(read("Gemfile")));
  const gems = ["devise", "doorkeeper", "omniauth"].filter(named);
  const sources = gemSources(versions, ["devise", "warden", "doorkeeper", "omniauth", "hashie"]);
  const engines = appEngineFiles(dir);
  const fallbacks = [...sources.fallbacks, ...engines.fallbacks].join(", ");
  return { REALWORLD_BOOT: join(HERE, "gems-boot.rb"), GEM_LIBS: sources.path, REALWORLD_GEMS: gems.join(" "), REALWORLD_ENGINES: engines.files.join(" "), REALWORLD_FALLBACKS: fallbacks };
}

function cliSupportsEnv(cli) {
  const r = spawnSync(process.execPath, [cli, "routes", "--help"], { encoding: "utf8" });
  return /--env\b/.test(r.stdout);
}

/** Runs the CLI three times: the last result, and the median wall time (the machine is shared). */
function timed(args) {
  const runs = [];
  let r;
  for (let i = 0; i < 3; i++) {
    const t0 = process.hrtime.bigint();
    r = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 64 << 20 });
    runs.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return { r, seconds: runs.sort((a, b) => a - b)[1] };
}

/**
 * An app's application values (manifest "values"), given to routecraft as `--value` the way its
 * "prelude" gives them to Rails: both draw the app in the same configuration.
 */
const valueArgs = (app) => (app.values ?? []).flatMap((v) => ["--value", v]);

/** Rails' side stubs gem macros and loads no engine: routecraft leaves them out too, where its CLI has the flags. */
const bareArgs = (cli) => (/--gems\b/.test(spawnSync(process.execPath, [cli, "routes", "--help"], { encoding: "utf8" }).stdout) ? ["--gems", "none", "--framework", "none"] : []);

function runRoutecraft(o, file, withEnv, app) {
  o.bare ??= o.gems ? ["--gems", "auto", "--framework", "auto"] : bareArgs(o.cli);
  const drawing = [...(withEnv ? ["--env", o.env] : []), ...o.bare, ...(o.asIs ? [] : valueArgs(app))];
  const { r, seconds } = timed([o.cli, "routes", file, "--no-color", ...drawing]);
  const check = spawnSync(process.execPath, [o.cli, "check", file, "--json", ...drawing], { encoding: "utf8", maxBuffer: 64 << 20 });
  let report;
  try {
    report = JSON.parse(check.stdout);
  } catch {
    report = { errors: NaN, warnings: NaN, diagnostics: [] };
  }
  return { status: r.status, stdout: r.stdout, seconds, report };
}

/**
 * An object an app builds in its routes file inspects with its memory address
 * (`#<SidekiqWebCSP:0x00007f78504ec288>`), which differs from run to run: compared without it.
 */
const withoutAddresses = (table) => table.replace(/:0x[0-9a-f]{8,16}\b/g, ":0x…");

function measure(o, app, withEnv) {
  const dir = o.gems ? gemsDir(o.corpus, app.repo) : appDir(o.corpus, app.repo);
  const file = join(dir, "config/routes.rb");
  if (!existsSync(file)) fail(`${file} is missing: run node tools/realworld/corpus.mjs restore`);
  let rails = railsTable(o, app, dir);
  const refusedActions = /^ERROR ArgumentError: Route `.*` - :only and :except must include only/.test(rails) && o.rails !== "7.2";
  if (refusedActions) rails = railsTable(o, app, dir, "7.2");
  const rc = runRoutecraft(o, file, withEnv, app);
  const notesFile = join(dir, ".rails", `${refusedActions ? "7.2" : o.rails}-${o.env}${o.asIs ? "-as-is" : ""}-gems.txt.notes`);
  const notes = o.gems && existsSync(notesFile) ? readFileSync(notesFile, "utf8").split("\n").filter(Boolean) : undefined;
  const railsDraws = !rails.startsWith("ERROR");
  const { table: reconciledRails, reconciled } = railsDraws ? reconcileObjectEndpoints(withoutAddresses(rails), withoutAddresses(rc.stdout)) : { table: rails, reconciled: 0 };
  rails = reconciledRails;
  const railsRows = railsDraws ? tableRows(rails) : [];
  const rcRows = rc.status === 0 || rc.stdout.length > 0 ? tableRows(rc.stdout) : [];
  const exact = railsDraws && withoutAddresses(rc.stdout) === withoutAddresses(rails);
  return {
    repo: app.repo,
    rails: railsDraws ? { routes: railsRows.length, ...(refusedActions ? { version: "7.2" } : {}) } : { error: rails.trim() },
    routecraft: {
      status: rc.status,
      printed: rc.stdout.length > 0,
      routes: rcRows.length,
      errors: rc.report.errors,
      warnings: rc.report.warnings,
      seconds: rc.seconds,
      diagnostics: (rc.report.diagnostics ?? []).map((d) => ({ code: d.code, severity: d.severity, message: d.message, construct: d.data?.construct, file: d.file, line: d.position?.start?.line })),
    },
    exact,
    reconciled,
    share: railsDraws ? share(railsRows, rcRows) : null,
    missing: railsDraws ? missingRows(railsRows, rcRows) : [],
    extra: railsDraws ? missingRows(rcRows, railsRows) : [],
    diff: railsDraws && !exact && rcRows.length > 0 ? diffLines(rails, rc.stdout, 3) : [],
    ...(notes ? { notes } : {}),
  };
}

const pct = (x) => (x === null ? "  -  " : `${(100 * x).toFixed(1).padStart(5)}%`);

function line(m) {
  const rc = m.routecraft;
  const rails = m.rails.error ? "Rails: cannot draw" : `Rails ${String(m.rails.routes).padStart(4)}${m.rails.version ? ` (Rails ${m.rails.version}: Rails 8 refuses its unknown only:/except: actions)` : ""}`;
  const verdict = (m.exact ? "EXACT" : m.rails.error ? "" : `share ${pct(m.share)}`) + (m.reconciled ? ` (${m.reconciled} object endpoint${m.reconciled > 1 ? "s" : ""} reconciled)` : "");
  return `${m.repo.padEnd(40)} exit ${rc.status} ${String(rc.errors).padStart(3)}E ${String(rc.warnings).padStart(3)}W  rc ${String(rc.routes).padStart(4)}  ${rails}  ${rc.seconds.toFixed(3)}s  ${verdict}`;
}

/** Diagnostics ranked by the number of apps they occur in (code + message), with total counts. */
function ranking(results) {
  const by = new Map();
  for (const m of results) {
    for (const d of m.routecraft.diagnostics) {
      const key = `${d.code} ${d.severity}: ${d.message}`;
      const e = by.get(key) ?? { key, apps: new Set(), count: 0, constructs: new Map() };
      e.apps.add(m.repo);
      e.count++;
      if (d.construct) e.constructs.set(d.construct, (e.constructs.get(d.construct) ?? 0) + 1);
      by.set(key, e);
    }
  }
  return [...by.values()].sort((a, b) => b.apps.size - a.apps.size || b.count - a.count);
}

function main() {
  const o = options(process.argv.slice(2));
  const withEnv = cliSupportsEnv(o.cli);
  let apps = readManifest().apps.filter((a) => o.apps.length === 0 || o.apps.some((n) => a.repo.includes(n)));
  if (o.gems) {
    const context = new Set(readContext().apps.map((a) => a.repo));
    const without = apps.filter((a) => !context.has(a.repo));
    if (without.length) console.log(`No context recorded (corpus.mjs context), left out: ${without.map((a) => a.repo).join(", ")}\n`);
    apps = apps.filter((a) => context.has(a.repo));
  }
  const results = [];
  for (const app of apps) {
    const m = measure(o, app, withEnv);
    results.push(m);
    console.log(line(m));
    for (const n of m.notes ?? []) console.log(`    rails    ${n}`);
    if (m.routecraft.routes === 0) continue;
    for (const r of m.missing.slice(0, 3)) console.log(`    missing  ${r}`);
    for (const r of m.extra.slice(0, 3)) console.log(`    extra    ${r}`);
    if (m.missing.length + m.extra.length > 6) console.log(`    (${m.missing.length} missing, ${m.extra.length} extra in all)`);
    if (m.missing.length + m.extra.length === 0) {
      for (const d of m.diff) console.log(`    line ${d.line}\n      rails      ${d.rails}\n      routecraft ${d.routecraft}`);
    }
  }
  const drawn = results.filter((m) => !m.rails.error);
  const printed = results.filter((m) => m.routecraft.status === 0 && m.routecraft.printed);
  const exact = results.filter((m) => m.exact);
  const meanShare = drawn.reduce((s, m) => s + m.share, 0) / (drawn.length || 1);
  const startup = timed([o.cli, "--version"]).seconds;
  const slowest = results.reduce((a, m) => (m.routecraft.seconds > (a?.routecraft.seconds ?? -1) ? m : a), undefined);
  console.log(`\nRails ${o.rails}, env ${o.env}${withEnv ? "" : " (the CLI has no --env)"}${o.gems ? ", gems and engines drawn (--gems)" : ""}`);
  console.log(`apps ${results.length}; Rails draws ${drawn.length}; routecraft prints a table (exit 0) for ${printed.length}; exact ${exact.length}/${drawn.length}; mean share ${pct(meanShare).trim()}; slowest ${slowest ? `${slowest.routecraft.seconds.toFixed(3)}s (${slowest.repo})` : "-"}; \`routecraft --version\` takes ${startup.toFixed(3)}s`);
  for (const m of results.filter((r) => r.rails.error)) console.log(`  Rails cannot draw ${m.repo}: ${m.rails.error}`);
  console.log("\nDiagnostics, by number of apps:");
  for (const e of ranking(results)) {
    const top = [...e.constructs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([c, n]) => `${c}×${n}`).join(", ");
    console.log(`  ${String(e.apps.size).padStart(3)} apps ${String(e.count).padStart(4)}×  ${e.key}${top ? `  [${top}]` : ""}`);
  }
  if (o.json) writeFileSync(o.json, JSON.stringify({ rails: o.rails, env: o.env, results }, null, 2) + "\n");
}

main();
