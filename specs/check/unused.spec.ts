// `check --unused`: routes whose controller class or action the application's Ruby does not
// define, read statically; what cannot be known (a gem's superclass, method_missing) is not reported.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readClasses } from '../../src/check/controllers.js'
import { runCli, tempDir } from '../cli/helpers.js'

const unused = suite('check: --unused')

unused('classes in module nesting, public methods only, one-line classes', () => {
  const classes = readClasses('module Admin\n  class PhotosController < BaseController\n    include Paging\n    def index; end\n    def show\n    end\n\n    private\n\n    def helper\n    end\n  end\nend\nclass ::TopController < ApplicationController; end\n')
  assert.equal(classes.map((c) => [c.name, c.superclass, c.includes, [...c.methods]]), [
    ['admin', undefined, [], []],
    ['admin/photos_controller', 'BaseController', ['Paging'], ['index', 'show']],
    ['top_controller', 'ApplicationController', [], []],
  ])
})

const APP = {
  'config/routes.rb': "resources :photos, only: [:index, :show, :destroy]\nnamespace :admin do\n  resources :users, only: [:index, :show]\nend\nget 'about', to: 'pages#about'\nget 'ghost', to: 'ghosts#index'\nresources :sessions, only: [:new]\nget 'magic', to: 'magic#anything'\n",
  'app/controllers/application_controller.rb': 'class ApplicationController < ActionController::Base\nend\n',
  'app/controllers/photos_controller.rb': 'class PhotosController < ApplicationController\n  def index\n  end\n\n  def show\n  end\nend\n',
  'app/controllers/admin/base_controller.rb': 'module Admin\n  class BaseController < ApplicationController\n    def index\n    end\n  end\nend\n',
  'app/controllers/admin/users_controller.rb': 'class Admin::UsersController < Admin::BaseController\n  def show\n  end\nend\n',
  'app/controllers/pages_controller.rb': 'class PagesController < ApplicationController\nend\n',
  'app/views/pages/about.html.erb': '<h1>About</h1>\n',
  'app/controllers/sessions_controller.rb': 'class SessionsController < Devise::SessionsController\nend\n',
  'app/controllers/magic_controller.rb': 'class MagicController < ApplicationController\n  def method_missing(name)\n  end\nend\n',
}

unused('warns for a missing action and a missing controller; inherited actions, views, gems and method_missing are fine', async () => {
  const cwd = tempDir(APP)
  const { code, stdout, stderr } = await runCli(['check', 'config/routes.rb', '--unused'], { cwd })
  assert.equal([code, stdout], [0, 'config/routes.rb: 9 routes, 0 errors, 2 warnings\n'])
  const lines = stderr.split('\n').filter((l) => l.startsWith('config/routes.rb:'))
  assert.equal(lines, [
    'config/routes.rb:1:1: warning RC4061: DELETE /photos/:id(.:format) → photos#destroy: photos_controller defines no public method destroy and there is no view photos/destroy',
    'config/routes.rb:6:1: warning RC4060: GET /ghost(.:format) → ghosts#index: no app/controllers/ghosts_controller.rb defines the controller class',
  ])
  assert.ok(stderr.includes('hint: create app/controllers/ghosts_controller.rb, or remove the route'))
  // Without --unused: no such findings; --app names the root; a root without controllers is a usage error.
  assert.is((await runCli(['check', 'config/routes.rb'], { cwd })).stdout, 'config/routes.rb: 9 routes, 0 errors, 0 warnings\n')
  assert.is((await runCli(['check', 'config/routes.rb', '--unused', '--app', '.'], { cwd })).stdout, 'config/routes.rb: 9 routes, 0 errors, 2 warnings\n')
  const bad = await runCli(['check', 'config/routes.rb', '--unused', '--app', 'config'], { cwd })
  assert.equal([bad.code, bad.stderr.includes('--unused: no app/controllers in')], [2, true])
})

unused('one warning per controller: its first route, the others related', async () => {
  const routes = "resources :ghosts\nget 'boo', to: 'ghosts#boo'\nresources :photos\n"
  const cwd = tempDir({ ...APP, 'config/routes.rb': routes })
  const { stdout, stderr } = await runCli(['check', 'config/routes.rb', '--unused', '--no-color'], { cwd })
  assert.is(stdout, 'config/routes.rb: 17 routes, 0 errors, 2 warnings\n')
  const lines = stderr.split('\n').filter((l) => /^config\/routes\.rb:\d+:\d+: warning/.test(l))
  assert.equal(lines, [
    'config/routes.rb:1:1: warning RC4060: 8 routes (GET /ghosts(.:format) → ghosts#index; POST /ghosts(.:format) → ghosts#create; GET /ghosts/new(.:format) → ghosts#new; …): no app/controllers/ghosts_controller.rb defines the controller class',
    'config/routes.rb:3:1: warning RC4061: 5 routes (POST /photos(.:format) → photos#create; GET /photos/new(.:format) → photos#new; GET /photos/:id/edit(.:format) → photos#edit; …): photos_controller defines no public method and no view for create, new, edit, update, destroy',
  ])
  assert.match(stderr, "config/routes.rb:2:1: note: GET /boo(.:format) → ghosts#boo is declared here")
})

unused.run()
