// An app's context: the files of a corpus app besides its routes files that decide the routes
// gems and Rails' engines add, as routecraft reads them (src/load-app.ts) and as a booting Rails
// application reads them (tools/realworld/gems-draw.rb): Gemfile and Gemfile.lock (which gems,
// at which versions), config/application.rb (which of Rails' engines load, their settings), the
// initializers of the gems routecraft draws (devise, doorkeeper, omniauth), and the models
// `devise_for` loads, with the models they subclass and the namespaces they live in.
// Kept in context.json, a manifest of its own beside manifest.json (repository, commit, each
// file's path and sha256); corpus.mjs records and restores them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
export const CONTEXT = join(HERE, "context.json");

/** The files read whatever the routes say, when the app has them. */
export const BASE_FILES = ["Gemfile", "Gemfile.lock", "config/application.rb", "config/initializers/devise.rb", "config/initializers/doorkeeper.rb", "config/initializers/omniauth.rb"];

export function readContext() {
  if (!existsSync(CONTEXT)) return { about: ABOUT, apps: [] };
  return JSON.parse(readFileSync(CONTEXT, "utf8"));
}

const ABOUT =
  "The real-world corpus apps' files besides their routes that decide the routes gems and Rails' engines add (tools/realworld/app-context.mjs says which). Each app: repository, the commit of manifest.json, each file's path and sha256. corpus.mjs context records them, corpus.mjs restore lays them out under CORPUS/.gems/.";

export function writeContext(context) {
  const apps = [...context.apps].sort((a, b) => a.repo.toLowerCase().localeCompare(b.repo.toLowerCase()));
  writeFileSync(CONTEXT, JSON.stringify({ about: ABOUT, apps }, null, 2) + "\n");
}

/** Where an app is laid out with its context: a tree of its own, so that the other modes never see it. */
export function gemsDir(corpus, repo) {
  return join(corpus, ".gems", repo.replace("/", "+"));
}

/**
 * The context files of one app, path → contents. `show(path)` reads a file at the app's commit
 * (undefined when absent), `extract(dir, into)` writes a directory of the commit under `into`;
 * `routes` are the app's routes files ({ as, text }).
 * The models are the ones routecraft reads when it draws the routes with the app's files (the
 * whole app/models at hand), then, statically, the superclasses and namespaces Ruby loads with
 * them.
 */
export async function contextFiles({ show, extract, routes }) {
  const files = new Map();
  for (const path of BASE_FILES) {
    const text = show(path);
    if (text !== undefined) files.set(path, text);
  }
  const scratch = mkdtempSync(join(tmpdir(), "routecraft-context-"));
  try {
    for (const [path, text] of [...routes.map((r) => [r.as, r.text]), ...files]) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    extract("app/models", scratch);
    const dist = resolve(HERE, "../../dist/index.js");
    if (!existsSync(dist)) throw new Error(`no ${dist}: run npm run build (the models recorded are the ones routecraft reads)`);
    const { inspectRoutesFile } = await import(pathToFileURL(dist).href);
    const { sources } = inspectRoutesFile(join(scratch, "config/routes.rb"), { baseDir: scratch, gems: "auto", framework: "auto" });
    const pending = [...sources.keys()].filter((name) => name.startsWith("app/models/"));
    while (pending.length > 0) {
      const path = pending.pop();
      if (files.has(path) || !existsSync(join(scratch, path))) continue;
      const text = readFileSync(join(scratch, path));
      files.set(path, text);
      pending.push(...loadedWith(path, text.toString("utf8")).filter((p) => existsSync(join(scratch, p))));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

const underscore = (name) =>
  name
    .split("::")
    .map((part) => part.replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2").replace(/([a-z\d])([A-Z])/g, "$1_$2").toLowerCase())
    .join("/");

/**
 * The model files Ruby loads with `path` (app/models/admin/user.rb): the superclass of each class
 * it defines, looked up from the innermost namespace outwards as Ruby resolves a constant, and the
 * files of the namespaces above it (app/models/admin.rb).
 */
function loadedWith(path, source) {
  const out = [];
  const parts = path.replace(/^app\/models\//, "").replace(/\.rb$/, "").split("/");
  for (let i = 1; i < parts.length; i++) out.push(`app/models/${parts.slice(0, i).join("/")}.rb`);
  for (const [, parent] of source.matchAll(/^\s*class\s+[A-Z][\w:]*\s*<\s*((?:::)?[A-Z][\w:]*)/gm)) {
    const name = underscore(parent.replace(/^::/, ""));
    for (let i = parent.startsWith("::") ? 0 : parts.length - 1; i >= 0; i--) out.push(`app/models/${[...parts.slice(0, i), name].join("/")}.rb`);
  }
  return out;
}

/** `extract` for a bare git mirror: `git archive COMMIT DIR | tar -x`, nothing when DIR is absent. */
export function gitExtract(gitDir, commit) {
  return (dir, into) => {
    const listed = execFileSync("git", ["--git-dir", gitDir, "ls-tree", "--name-only", commit, "--", dir]).toString().trim();
    if (!listed) return;
    execFileSync("sh", ["-c", 'git --git-dir="$0" archive "$1" "$2" 2>/dev/null | tar -x -C "$3"', gitDir, commit, dir, into]);
  };
}
