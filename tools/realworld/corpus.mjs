#!/usr/bin/env node
// The real-world corpus: open-source Rails apps' routes files, kept OUTSIDE the repository
// (they are other people's code) and described by manifest.json (repository, commit, paths,
// sha256 of each file).
//
//   node tools/realworld/corpus.mjs restore --corpus DIR [--mirrors DIR]
//       writes DIR/<owner>+<name>/config/routes.rb (+ config/routes/**/*.rb) for every app of
//       the manifest whose files are absent or differ, with `git show COMMIT:PATH` from a bare
//       mirror (MIRRORS/<owner>+<name>/repo or …/repo/.git, as `fetch github:owner/name` leaves
//       it); for an app without a mirror it prints where to get each file (raw GitHub URL).
//   node tools/realworld/corpus.mjs add OWNER/NAME --corpus DIR --mirrors DIR [FROM[:TO] ...]
//       adds (or refreshes) an app from its mirror's HEAD: config/routes.rb and
//       config/routes/**/*.rb, or the FROM paths given (stored as TO, e.g. an engine's
//       backend/config/routes.rb:config/routes.rb).
//   node tools/realworld/corpus.mjs record OWNER/NAME COMMIT --corpus DIR [FROM[:TO][@COMMIT] ...]
//       records files already placed under DIR by hand (read from the search index, say); a
//       file stored at another commit than the app's (the index keeps files, not trees) names it.
//   node tools/realworld/corpus.mjs context [OWNER/NAME ...] --corpus DIR --mirrors DIR
//       records, for every app of the manifest with a mirror (or the apps named), the files of
//       the app besides its routes that decide the routes gems and Rails' engines add (see
//       app-context.mjs), at the manifest's commit, into context.json (a manifest of its own),
//       and lays the app out with them under DIR/.gems/<owner>+<name>/ (compare.mjs --gems).
//       `restore` restores those too.
//   node tools/realworld/corpus.mjs context-record OWNER/NAME COMMIT PATH ... --corpus DIR
//       records context files already placed by hand under DIR/.gems/<owner>+<name>/ (an app
//       without a mirror, its files read from the search index, say).
//
// An app's optional "prelude" (Ruby run before Rails draws it, see rails-draw.rb), "values" (the
// same application values given to routecraft, as --value EXPR=RUBY) and "note"
// (what to know when reading its figures) are kept.
// The corpus directory defaults to $REALWORLD_CORPUS.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CONTEXT, contextFiles, gemsDir, gitExtract, readContext, writeContext } from "./app-context.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
export const MANIFEST = join(HERE, "manifest.json");

export function readManifest() {
  return JSON.parse(readFileSync(MANIFEST, "utf8"));
}

/** The directory of one app in the corpus: owner+name. */
export function appDir(corpus, repo) {
  return join(corpus, repo.replace("/", "+"));
}

export const sha256 = (buf) => createHash("sha256").update(buf).digest("hex");

function options(argv) {
  const opts = { corpus: process.env.REALWORLD_CORPUS, mirrors: undefined, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--corpus") opts.corpus = argv[++i];
    else if (argv[i] === "--mirrors") opts.mirrors = argv[++i];
    else opts.rest.push(argv[i]);
  }
  if (!opts.corpus) fail("give --corpus DIR (or set REALWORLD_CORPUS)");
  return opts;
}

function fail(msg) {
  console.error(`corpus: ${msg}`);
  process.exit(2);
}

function gitDir(mirrors, repo) {
  if (!mirrors) return undefined;
  const base = join(mirrors, repo.replace("/", "+"), "repo");
  for (const d of [join(base, ".git"), base]) if (existsSync(join(d, "HEAD"))) return d;
  return undefined;
}

const git = (dir, ...args) => execFileSync("git", ["--git-dir", dir, ...args], { maxBuffer: 64 << 20 });

function restore({ corpus, mirrors }) {
  const manifest = readManifest();
  let ok = 0;
  let written = 0;
  const missing = [];
  for (const app of manifest.apps) {
    const dir = appDir(corpus, app.repo);
    const stale = app.files.filter((f) => {
      const p = join(dir, f.as);
      return !existsSync(p) || sha256(readFileSync(p)) !== f.sha256;
    });
    if (stale.length === 0) {
      ok++;
      continue;
    }
    const gd = gitDir(mirrors, app.repo);
    for (const f of stale) {
      let text;
      if (gd) {
        try {
          text = git(gd, "show", `${f.commit ?? app.commit}:${f.path}`);
        } catch {
          text = undefined;
        }
      }
      if (text === undefined || sha256(text) !== f.sha256) {
        missing.push(`${app.repo}: https://raw.githubusercontent.com/${app.repo}/${f.commit ?? app.commit}/${f.path} -> ${join(dir, f.as)}`);
        continue;
      }
      mkdirSync(dirname(join(dir, f.as)), { recursive: true });
      writeFileSync(join(dir, f.as), text);
      written++;
    }
  }
  const context = restoreContext(corpus, mirrors, manifest, missing);
  console.log(`${manifest.apps.length} apps: ${ok} already in place, ${written} files written, ${missing.length} files missing`);
  console.log(`${context.apps} apps' context (${CONTEXT.split("/").pop()}): ${context.written} files written`);
  if (missing.length) {
    console.log("Missing files (no mirror given, or the mirror lacks the commit); fetch each to the path shown:");
    for (const m of missing) console.log(`  ${m}`);
    process.exit(1);
  }
}

/**
 * Lays out each app of context.json under DIR/.gems/<owner>+<name>/: its routes files (copied
 * from the corpus) and its context files (from the mirror at the recorded commit).
 */
function restoreContext(corpus, mirrors, manifest, missing) {
  let written = 0;
  const context = readContext();
  for (const entry of context.apps) {
    const app = manifest.apps.find((a) => a.repo === entry.repo);
    if (!app) continue;
    const dir = gemsDir(corpus, entry.repo);
    for (const f of app.files) {
      const from = join(appDir(corpus, app.repo), f.as);
      if (!existsSync(from)) continue;
      mkdirSync(dirname(join(dir, f.as)), { recursive: true });
      writeFileSync(join(dir, f.as), readFileSync(from));
    }
    const gd = gitDir(mirrors, entry.repo);
    for (const f of entry.files) {
      const p = join(dir, f.path);
      if (existsSync(p) && sha256(readFileSync(p)) === f.sha256) continue;
      let text;
      try {
        text = gd ? git(gd, "show", `${entry.commit}:${f.path}`) : undefined;
      } catch {
        text = undefined;
      }
      if (text === undefined || sha256(text) !== f.sha256) {
        missing.push(`${entry.repo}: https://raw.githubusercontent.com/${entry.repo}/${entry.commit}/${f.path} -> ${p}`);
        continue;
      }
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, text);
      written++;
    }
  }
  return { apps: context.apps.length, written };
}

/** `context [OWNER/NAME ...]`: records each app's context files at the manifest's commit. */
async function context({ corpus, mirrors, rest }) {
  const manifest = readManifest();
  const apps = manifest.apps.filter((a) => rest.length === 0 || rest.includes(a.repo));
  for (const name of rest) if (!apps.some((a) => a.repo === name)) fail(`${name} is not in the manifest`);
  const recorded = readContext();
  for (const app of apps) {
    const gd = gitDir(mirrors, app.repo);
    if (!gd) {
      console.log(`${app.repo}: no mirror under ${mirrors}: skipped`);
      continue;
    }
    const show = (path) => {
      try {
        return execFileSync("git", ["--git-dir", gd, "show", `${app.commit}:${path}`], { maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "ignore"] });
      } catch {
        return undefined;
      }
    };
    const absent = app.files.filter((f) => !existsSync(join(appDir(corpus, app.repo), f.as)));
    if (absent.length > 0) {
      console.log(`${app.repo}: ${absent.map((f) => f.as).join(", ")} not in the corpus (run restore first): skipped`);
      continue;
    }
    const routes = app.files.map((f) => ({ as: f.as, text: readFileSync(join(appDir(corpus, app.repo), f.as)) }));
    const files = await contextFiles({ show, extract: gitExtract(gd, app.commit), routes });
    const dir = gemsDir(corpus, app.repo);
    for (const r of routes) {
      mkdirSync(dirname(join(dir, r.as)), { recursive: true });
      writeFileSync(join(dir, r.as), r.text);
    }
    const entry = { repo: app.repo, commit: app.commit, files: [] };
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
      entry.files.push({ path, sha256: sha256(text) });
    }
    recorded.apps = recorded.apps.filter((a) => a.repo !== app.repo).concat(entry);
    console.log(`${app.repo} @ ${app.commit.slice(0, 12)}: ${entry.files.map((f) => f.path).join(", ") || "(none)"}`);
  }
  writeContext(recorded);
}

/** `context-record OWNER/NAME COMMIT PATH ...`: context files placed by hand, recorded as they are. */
function contextRecord({ corpus, rest: [repo, commit, ...paths] }) {
  if (!repo || !/^[0-9a-f]{40}$/.test(commit ?? "") || paths.length === 0) fail("context-record OWNER/NAME COMMIT PATH ...");
  if (!readManifest().apps.some((a) => a.repo === repo)) fail(`${repo} is not in the manifest`);
  const dir = gemsDir(corpus, repo);
  const files = [...paths].sort().map((path) => ({ path, sha256: sha256(readFileSync(join(dir, path))) }));
  const recorded = readContext();
  recorded.apps = recorded.apps.filter((a) => a.repo !== repo).concat({ repo, commit, files });
  writeContext(recorded);
  console.log(`${repo} @ ${commit.slice(0, 12)}: ${paths.join(", ")}`);
}

// FROM[:TO][@COMMIT]: a file read from the search index may be stored at a commit of its own
// (the index keeps each file's versions, not whole trees); restore shows it from that commit.
function splitSpec(spec) {
  const [paths, commit] = spec.split("@");
  const [path, as = path] = paths.split(":");
  if (commit !== undefined && !/^[0-9a-f]{40}$/.test(commit)) fail(`${spec}: a file's own commit is 40 hex digits`);
  return commit === undefined ? { path, as } : { path, as, commit };
}

function upsert(entry) {
  const manifest = readManifest();
  const i = manifest.apps.findIndex((a) => a.repo === entry.repo);
  if (i >= 0) manifest.apps[i] = { ...entry, prelude: manifest.apps[i].prelude, values: manifest.apps[i].values, note: manifest.apps[i].note };
  else manifest.apps.push(entry);
  manifest.apps.sort((a, b) => a.repo.toLowerCase().localeCompare(b.repo.toLowerCase()));
  writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + "\n");
  console.log(`${entry.repo} @ ${entry.commit.slice(0, 12)}: ${entry.files.map((f) => f.as).join(", ")}`);
}

function add({ corpus, mirrors, rest: [repo, ...specs] }) {
  if (!repo) fail("add OWNER/NAME");
  const gd = gitDir(mirrors, repo) ?? fail(`no mirror of ${repo} under ${mirrors}`);
  const commit = git(gd, "rev-parse", "HEAD").toString().trim();
  let files = specs.map(splitSpec);
  if (files.length === 0) {
    const listed = git(gd, "ls-tree", "-r", "--name-only", commit, "--", "config/routes.rb", "config/routes").toString();
    files = listed.split("\n").filter((p) => p.endsWith(".rb")).map((path) => ({ path, as: path }));
  }
  if (files.length === 0) fail(`${repo} has no config/routes.rb at ${commit}`);
  const dir = appDir(corpus, repo);
  const entry = { repo, commit, files: [] };
  for (const f of files) {
    const text = git(gd, "show", `${commit}:${f.path}`);
    mkdirSync(dirname(join(dir, f.as)), { recursive: true });
    writeFileSync(join(dir, f.as), text);
    entry.files.push({ ...f, sha256: sha256(text) });
  }
  upsert(entry);
}

function record({ corpus, rest: [repo, commit, ...specs] }) {
  if (!repo || !/^[0-9a-f]{40}$/.test(commit ?? "")) fail("record OWNER/NAME COMMIT [FROM[:TO][@COMMIT] ...]");
  const dir = appDir(corpus, repo);
  const files = (specs.length ? specs : ["config/routes.rb"]).map(splitSpec);
  const entry = { repo, commit, files: files.map((f) => ({ ...f, sha256: sha256(readFileSync(join(dir, f.as))) })) };
  upsert(entry);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [cmd, ...argv] = process.argv.slice(2);
  const commands = { restore, add, record, context, "context-record": contextRecord };
  if (!commands[cmd]) fail("usage: corpus.mjs restore|add|record|context|context-record … (see the header of tools/realworld/corpus.mjs)");
  await commands[cmd](options(argv));
}
