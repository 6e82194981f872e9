// Reading `bin/rails routes` tables (the Sheet formatter) back into rows, to compare two tables
// route by route. The header gives the columns: the name is right-aligned up to the end of
// "Prefix", then Verb, URI Pattern and Controller#Action start where their titles start.

/** Rows of a table: { name, verb, path, target } (target = controller#action or endpoint, without the constraints). */
export function tableRows(text) {
  const lines = text.split("\n");
  const h = lines.findIndex((l) => /^\s*Prefix Verb\s+URI Pattern\s+Controller#Action\s*$/.test(l));
  if (h < 0) return [];
  const head = lines[h];
  const verbAt = head.indexOf("Verb");
  const pathAt = head.indexOf("URI Pattern");
  const targetAt = head.indexOf("Controller#Action");
  const rows = [];
  for (const l of lines.slice(h + 1)) {
    if (l.trim() === "") continue;
    const target = l.slice(targetAt).trim();
    rows.push({
      name: l.slice(0, verbAt).trim(),
      verb: l.slice(verbAt, pathAt).trim(),
      path: l.slice(pathAt, targetAt).trim(),
      target: target.replace(/ \{.*\}$/, ""),
    });
  }
  return rows;
}

const key = (r) => `${r.name} ${r.verb} ${r.path} ${r.target}`;

/** The rows of `a` not in `b`, each row counted once (a multiset difference), as text. */
export function missingRows(a, b) {
  const have = new Map();
  for (const r of b) have.set(key(r), (have.get(key(r)) ?? 0) + 1);
  const out = [];
  for (const r of a) {
    const n = have.get(key(r)) ?? 0;
    if (n > 0) have.set(key(r), n - 1);
    else out.push(key(r).trim());
  }
  return out;
}

/** The share of `expected` rows found in `actual`. */
export function share(expected, actual) {
  if (expected.length === 0) return actual.length === 0 ? 1 : 0;
  return (expected.length - missingRows(expected, actual).length) / expected.length;
}

/**
 * The first `max` lines (1-based) where two texts differ, side by side. Runs of spaces count as
 * one, so that a column width changed by one long row does not make every line differ.
 */
export function diffLines(expected, actual, max) {
  const a = expected.split("\n");
  const b = actual.split("\n");
  const same = (x, y) => x !== undefined && y !== undefined && x.trim().replace(/\s+/g, " ") === y.trim().replace(/\s+/g, " ");
  const out = [];
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < max; i++) {
    if (!same(a[i], b[i])) out.push({ line: i + 1, rails: a[i]?.trim() ?? "(end)", routecraft: b[i]?.trim() ?? "(end)" });
  }
  return out;
}

/**
 * The endpoint of an application object mounted as a Rack app is text neither side can print as
 * the running app would: Rails prints the object's `inspect` (a memory address, and for a library
 * class such as Rack::Directory its instance variables, absolute paths included), which
 * routecraft never prints (its output must not depend on the machine); and for a call on a
 * stubbed object (`Flipper::UI.app(…)`) Rails' side prints the stub's rendering of the evaluated
 * arguments where routecraft prints the file's expression. Line by line, where the two tables
 * agree up to the endpoint and the endpoints name the same object, Rails' line is replaced by
 * routecraft's: `#<X:0x… …>` against `X.new(…)`, or the same call once Ruby's hash inspect
 * (`{:a=>b}`), braces and spaces are set aside. Returns Rails' table so reconciled and the
 * number of lines replaced (the comparison prints it: nothing is reconciled silently).
 */
export function reconcileObjectEndpoints(rails, ours) {
  const a = rails.split("\n");
  const b = ours.split("\n");
  if (a.length !== b.length) return { table: rails, reconciled: 0 };
  let reconciled = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    let at = 0;
    while (at < a[i].length && a[i][at] === b[i][at]) at++;
    // Back to the start of the column where they part (the endpoint follows two spaces or more).
    const start = a[i].lastIndexOf("  ", at) + 2;
    if (start < 2 || a[i].slice(0, start).trim() === "") continue;
    if (sameObject(a[i].slice(start), b[i].slice(start))) {
      a[i] = b[i];
      reconciled++;
    }
  }
  return { table: a.join("\n"), reconciled };
}

function sameObject(railsEndpoint, ourEndpoint) {
  const inspected = /^#<([A-Z]\w*(?:::[A-Z]\w*)*):0x[0-9a-f…]+[ >]/.exec(railsEndpoint);
  if (inspected) return ourEndpoint.startsWith(`${inspected[1]}.new(`);
  const call = /^[A-Z]\w*(?:::[A-Z]\w*)*\.\w+\(/;
  if (!call.test(railsEndpoint) || !call.test(ourEndpoint)) return false;
  const canonical = (s) => s.replace(/:(\w+)=>/g, "$1: ").replace(/[\s{}]/g, "");
  return canonical(railsEndpoint) === canonical(ourEndpoint);
}
