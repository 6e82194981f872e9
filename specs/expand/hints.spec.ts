// Fix hints on Rails' errors where the mistake is plain from what was written; the messages stay
// Rails' own (the error goldens hold them).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { expand } from '../../src/expand/index.js'
import { parseRoutes } from '../../src/syntax/index.js'

const hints = suite('expand: hints on errors')

function error(source: string): [string, string | undefined] {
  const { diagnostics } = expand(parseRoutes(source, { file: 'routes.rb' }).ast, { file: 'routes.rb' })
  const found = diagnostics.find((d) => d.severity === 'error')!
  return [found.code, found.hint]
}

hints('a to: without #action', () => {
  assert.equal(error("get 'up', to: 'health'\n"), ['RC2020', "to: 'health' is read as an action with no controller: write to: 'controller#action', e.g. 'health#show'"])
})

hints('a capitalised, namespaced or dotted controller', () => {
  assert.equal(error("get 'a', to: 'Photos#index'\n"), ['RC2022', "controllers are lowercase paths: did you mean 'photos'?"])
  assert.equal(error("get 'a', to: 'Admin::PhotosController#index'\n")[1], "controllers are lowercase paths: did you mean 'admin/photos'?")
  assert.equal(error("get 'a', to: 'admin.photos#index'\n")[1], "controllers are lowercase paths: did you mean 'admin/photos'?")
  assert.equal(error("get 'a', to: 'photos!#index'\n")[1], "controllers are lowercase paths like 'photos' or 'admin/photos'")
})

hints('an anchored requirement', () => {
  assert.equal(error("get 'a/:id', to: 'a#b', id: /^\\d+$/\n"), ['RC2030', 'requirements are anchored already: drop the ^ and $ (\\A, \\z)'])
})

hints('an unknown concern: the nearest declared one, else those declared, else how to declare it', () => {
  assert.equal(error('concern :commentable do\n  resources :comments\nend\nresources :posts, concerns: :comentable\n'), ['RC2062', 'did you mean :commentable?'])
  assert.equal(error('concern :commentable do\nend\nresources :posts, concerns: :taggable\n')[1], 'declared concerns: :commentable')
  assert.equal(error('resources :posts, concerns: :taggable\n')[1], 'declare it first: concern :taggable do ... end')
})

hints.run()
