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
