/**
 * The playground's one HTML page: the editor, the outputs, and the bundled script inlined.
 * Built by `npm run playground` (tools/build-playground.mjs) into dist/playground/index.html.
 */
import { escapeHtml } from '../explore/html.js'
import { VERBS } from '../explore/state.js'
import { EXPLORER_CSS } from '../explore/style.js'

/** The routes the page opens with. */
export const EXAMPLE = `Rails.application.routes.draw do
  root "posts#index"
  resources :posts do
    resources :comments, only: [:create, :destroy]
    get :preview, on: :member
  end
  namespace :admin do
    resources :users, only: [:index, :show]
  end
  get "archive/:year", to: "archives#show", year: /\\d{4}/, as: :archive
end
`

const PLAYGROUND_CSS = `
main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); gap: 1rem; }
@media (max-width: 60rem) { main { grid-template-columns: 1fr; } }
textarea { width: 100%; min-height: 28rem; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: .5rem; border: 1px solid var(--line); border-radius: 6px; background: Canvas; color: CanvasText; }
pre { margin: 0; overflow-x: auto; font: 12.5px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
#table { border: 1px solid var(--line); border-radius: 6px; padding: .5rem; }
#diagnostics { list-style: none; padding: 0; } #diagnostics li { margin: .5rem 0; }
#diagnostics li.error pre { color: var(--miss); } #diagnostics li.warning pre { color: var(--warn); }
`

/** The page, with the script inlined. */
export function playgroundPage(script: string): string {
  const verbs = VERBS.map((verb) => `<option>${verb}</option>`).join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>routecraft playground</title>
<style>${EXPLORER_CSS}${PLAYGROUND_CSS}</style>
</head>
<body>
<header><h1>routecraft playground</h1><p>Paste a <code>config/routes.rb</code> or a <code>routes.yaml</code>: it is parsed, drawn and matched here, in your browser, by the same code as the <code>routecraft</code> command. Nothing is sent anywhere.</p></header>
<main>
<section>
<div class="row"><div class="grow"><label for="source">Routes</label></div><div><label for="format">Format</label><select id="format"><option value="auto">guess</option><option value="rb">routes.rb</option><option value="yaml">routes.yaml</option></select></div></div>
<textarea id="source" spellcheck="false" autocomplete="off">${escapeHtml(EXAMPLE)}</textarea>
</section>
<section>
<p id="summary" class="summary" aria-live="polite"></p>
<form id="lookup" onsubmit="return false">
<fieldset><legend>Request</legend><div class="row"><div><label for="verb">Verb</label><select id="verb">${verbs}</select></div><div class="grow"><label for="path">Path or URL</label><input id="path" placeholder="/posts/7" autocomplete="off" spellcheck="false"></div></div><div id="answer" aria-live="polite"></div></fieldset>
<fieldset><legend>Generate</legend><div class="row"><div class="grow"><label for="helper">Helper</label><input id="helper" placeholder="post" autocomplete="off" spellcheck="false"></div><div class="grow"><label for="params">Params</label><input id="params" placeholder="id=7" autocomplete="off" spellcheck="false"></div></div><div id="generated" aria-live="polite"></div></fieldset>
</form>
<h2>Errors and warnings</h2><ul id="diagnostics"></ul>
<h2>Routes</h2><pre id="table"></pre>
<details><summary>AST</summary><pre id="ast"></pre></details>
</section>
</main>
<script>${script}</script>
</body>
</html>
`
}
