/**
 * The routes Rails' engines and turbo-rails append to an application's: each engine's
 * config/routes.rb is drawn into the application's route set after the application's own file.
 * Railties puts each engine's routes file before the ones already listed (`add_routing_paths`:
 * `app.routes_reloader.paths.unshift`), and the application's own last, so the application's file
 * is drawn first and the engines follow in the reverse of their load order: turbo-rails (loaded
 * by `Bundler.require`), then Action Mailbox, then Active Storage (which Action Mailbox and
 * Action Text require first). Action Text and Action Cable draw no routes.
 */
import type { RouteFile } from '../../ast/types.js'
import type { RouteOrigin } from '../../route.js'
import { parseRoutes } from '../../syntax/index.js'
import type { RValue } from '../values.js'
import { actionMailboxRoutes } from './action-mailbox.js'
import { activeStorageRoutes } from './active-storage.js'
import { type AppFile, configSetting } from './app.js'
import { TURBO_ROUTES } from './turbo-rails.js'

/** A routes file drawn after the application's into the same route set. */
export interface AppendedRoutes {
  /** Its name in diagnostics and route sources (`activestorage/config/routes.rb`). */
  file: string
  ast: RouteFile
  origin: RouteOrigin
  /** The values of the application's expressions it reads (`ActiveStorage.routes_prefix`). */
  values?: ReadonlyMap<string, RValue>
}

/** `--framework`: the routes the application loads (`auto`), none, or all of them. */
export type FrameworkChoice = 'auto' | 'none' | 'all'

/** What decides which engines an application loads: its files, read by the caller. */
export interface ApplicationFiles {
  /** config/application.rb, which requires Rails' frameworks. */
  application?: AppFile | null
  /** The Gemfile, which names turbo-rails. */
  gemfile?: AppFile | null
  /** Gem versions from Gemfile.lock. */
  lockedVersions?: ReadonlyMap<string, string>
}

/** The Rails frameworks an application.rb requires (uncommented `require` lines). */
function requiredFrameworks(application: string): Set<string> {
  const required = new Set<string>()
  for (const [, feature] of application.matchAll(/^\s*require\s*\(?\s*["']([\w/]+)["']/gm)) required.add(feature!)
  if (required.has('rails/all')) for (const f of ['active_storage/engine', 'action_mailbox/engine', 'action_text/engine']) required.add(f)
  return required
}

/** `[major, minor, patch]` of the Rails in Gemfile.lock, when it names one. */
export function railsVersion(locked: ReadonlyMap<string, string> | undefined): [number, number, number] | undefined {
  const version = locked?.get('rails') ?? locked?.get('railties')
  const parts = version ? /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(version) : null
  return parts ? [Number(parts[1]), Number(parts[2]), Number(parts[3] ?? 0)] : undefined
}

// The engines' files are routecraft's own text: each is parsed once per process.
const ASTS = new Map<string, RouteFile>()

function parsed(file: string, source: string, gem: string, version: string | undefined, values?: ReadonlyMap<string, RValue>): AppendedRoutes {
  const origin: RouteOrigin = version ? { gem, kind: 'engine', version } : { gem, kind: 'engine' }
  let ast = ASTS.get(source)
  if (!ast) ASTS.set(source, (ast = parseRoutes(source, { file }).ast))
  const appended: AppendedRoutes = { file, ast, origin }
  if (values) appended.values = values
  return appended
}

/**
 * The engines' routes files an application appends, in Rails' order: with `auto`, those its
 * config/application.rb and Gemfile load (none when neither is given); `all` draws every one.
 * An engine the application turns off (`config.active_storage.draw_routes = false`,
 * `config.turbo.draw_routes = false`) is left out.
 */
export function frameworkRoutes(choice: FrameworkChoice, app: ApplicationFiles): AppendedRoutes[] {
  if (choice === 'none') return []
  const application = app.application?.source ?? ''
  const setting = (name: string) => (app.application ? configSetting(application, name, app.application.file) : undefined)
  const required = choice === 'all' ? new Set(['active_storage/engine', 'action_mailbox/engine']) : requiredFrameworks(application)
  const mailbox = required.has('action_mailbox/engine')
  const storage = mailbox || required.has('active_storage/engine') || required.has('action_text/engine')
  const gemfile = app.gemfile?.source ?? ''
  const turbo = choice === 'all' || /^\s*gem\s*\(?\s*["']turbo-rails["']/m.test(gemfile) || app.lockedVersions?.has('turbo-rails') === true
  const rails = app.lockedVersions?.get('rails') ?? app.lockedVersions?.get('railties')
  const out: AppendedRoutes[] = []
  if (turbo && setting('turbo.draw_routes') !== false) {
    out.push(parsed('turbo-rails/config/routes.rb', TURBO_ROUTES.replace(/ if Turbo\.draw_routes\n$/, '\n'), 'turbo-rails', app.lockedVersions?.get('turbo-rails')))
  }
  // An engine the application's Rails did not have yet (Active Storage before 5.2, Action Mailbox before 6.0) draws nothing.
  const mailboxRoutes = mailbox ? actionMailboxRoutes(railsVersion(app.lockedVersions)) : null
  const storageRoutes = storage ? activeStorageRoutes(railsVersion(app.lockedVersions)) : null
  if (mailboxRoutes) out.push(parsed('actionmailbox/config/routes.rb', mailboxRoutes, 'actionmailbox', rails))
  if (storageRoutes && setting('active_storage.draw_routes') !== false) {
    const prefix = setting('active_storage.routes_prefix')
    const values = new Map<string, RValue>([['ActiveStorage.routes_prefix', typeof prefix === 'string' ? prefix : '/rails/active_storage']])
    out.push(parsed('activestorage/config/routes.rb', storageRoutes, 'activestorage', rails, values))
  }
  return out
}
