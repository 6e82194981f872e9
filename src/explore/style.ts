/** The page's style sheet: system fonts only, nothing fetched. */
export const EXPLORER_CSS = `
:root { color-scheme: light dark; --muted: #6b7280; --line: #d1d5db; --hit: #15803d; --miss: #b91c1c; --warn: #b45309; --mark: #fef3c7; }
@media (prefers-color-scheme: dark) { :root { --muted: #9ca3af; --line: #374151; --hit: #4ade80; --miss: #f87171; --warn: #fbbf24; --mark: #422006; } }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 1rem 1.5rem 3rem; max-width: 90rem; }
h1 { font-size: 1.5rem; margin: 0; } h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
header p { margin: .25rem 0 1rem; color: var(--muted); }
code, td { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
form { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: .75rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .75rem .75rem; min-width: 0; }
legend { font-weight: 600; padding: 0 .25rem; }
label { display: block; font-size: 12px; color: var(--muted); margin-top: .25rem; }
input, select, button { font: inherit; padding: .3rem .45rem; border: 1px solid var(--line); border-radius: 4px; background: Canvas; color: CanvasText; }
input[type=search], #path, #helper, #params { width: 100%; }
.row { display: flex; gap: .4rem; align-items: end; } .row > :first-child { flex: 0 0 auto; } .row > .grow { flex: 1 1 auto; }
button { cursor: pointer; margin-top: .4rem; }
:focus-visible { outline: 2px solid Highlight; outline-offset: 1px; }
.hit { color: var(--hit); } .miss { color: var(--miss); } .assumed, .source, .count, #shown { color: var(--muted); }
#answer p, #generated p { margin: .4rem 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .2rem .5rem; border-bottom: 1px solid var(--line); }
thead th { font-size: 12px; color: var(--muted); font-weight: 600; position: sticky; top: 0; background: Canvas; }
td:first-child { text-align: right; white-space: nowrap; }
table.params { width: auto; } table.params caption { text-align: left; color: var(--muted); font-size: 12px; }
details.group { margin: .5rem 0; content-visibility: auto; contain-intrinsic-size: auto 20rem; } details.group > summary { cursor: pointer; font-weight: 600; padding: .25rem 0; }
tr.flagged td:first-child::before { content: "⚠ "; color: var(--warn); }
tr:target, li:target { background: var(--mark); }
.findings summary h2 { display: inline; } .findings li { margin: .25rem 0; } .findings .error { color: var(--miss); } .findings .warning { color: var(--warn); }
.badge { font-size: 11px; border: 1px solid currentColor; border-radius: 3px; padding: 0 .25rem; margin-left: .25rem; text-decoration: none; }
[hidden] { display: none !important; }
`
