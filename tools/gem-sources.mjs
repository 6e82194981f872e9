// The sources tools/gems-oracle.rb and tools/realworld/gems-draw.rb draw with: the gems' lib/
// directories (Devise, Warden, Doorkeeper, OmniAuth, Hashie) and the engines' routes files
// (Rails' Active Storage and Action Mailbox, turbo-rails), each at the release an application's
// Gemfile.lock names. They come from bare git mirrors (GEM_MIRRORS, default /work/.mirror, one
// `<owner>+<name>/repo` each, as the project's `fetch` tool makes them), are extracted under the
// system's temporary directory and never enter the repository.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const mirrors = process.env.GEM_MIRRORS || '/work/.mirror'
const scratch = join(tmpdir(), 'routecraft-gem-goldens')
/**
 * Where the gems and engines an application's Gemfile.lock names are laid out as an installed
 * bundle keeps them (BUNDLE/gems/NAME-VERSION), so that Rails' backtrace cleaner shows their
 * frames as `name (version) path`; the others are extracted to UNBUNDLED.
 */
export const BUNDLE = join(scratch, 'bundle')
export const UNBUNDLED = join(scratch, 'unbundled')

/** The gems' sources, at the releases drawn when a Gemfile.lock names none. */
const GEMS = [
  { name: 'devise', repo: 'heartcombo+devise', ref: 'v5.0.3' },
  { name: 'warden', repo: 'wardencommunity+warden', ref: 'v1.2.9' },
  { name: 'doorkeeper', repo: 'doorkeeper-gem+doorkeeper', ref: 'v.5.9.0' },
  { name: 'omniauth', repo: 'omniauth+omniauth', ref: 'v2.1.4' },
  { name: 'hashie', repo: 'hashie+hashie', ref: 'v5.1.0' },
]
const RAILS_GIT = join(mirrors, 'rails+rails', 'repo')
const TURBO_GIT = join(mirrors, 'hotwired+turbo-rails', 'repo')
const TURBO_RELEASE = 'v2.0.21'

function git(gitDir, ...args) {
  const out = spawnSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 })
  if (out.status !== 0) throw new Error(`git ${args.join(' ')} in ${gitDir}: ${out.stderr}`)
  return out.stdout
}

/** The tag of `version` in a gem's mirror (`v5.6.6`, or Doorkeeper's `v.5.6.8`), or undefined. */
function releaseTag(gitDir, version) {
  return [`v${version}`, `v.${version}`, version].find((tag) => spawnSync('git', [`--git-dir=${gitDir}`, 'rev-parse', '-q', '--verify', `refs/tags/${tag}^{commit}`]).status === 0)
}

/**
 * Extracts each gem's lib/ once; returns the load path and the release of each gem. A gem named
 * in `follow` that Gemfile.lock locks (`devise (4.9.4)`) is drawn by that release when its mirror
 * has the tag, else by the default release (`fallbacks` lists those).
 */
export function gemSources(versions = new Map(), follow = ['devise']) {
  const releases = {}
  const fallbacks = []
  const path = GEMS.map((release) => {
    const gitDir = join(mirrors, release.repo, 'repo')
    let gem = release
    if (follow.includes(release.name) && versions.has(release.name)) {
      const tag = releaseTag(gitDir, versions.get(release.name))
      if (tag) gem = { ...release, ref: tag }
      else fallbacks.push(`${release.name} ${versions.get(release.name)}`)
    }
    releases[gem.name] = gem.ref
    const dir = versions.has(gem.name) ? join(BUNDLE, 'gems', `${gem.name}-${gem.ref.replace(/^v\.?/, '')}`) : join(UNBUNDLED, `${gem.name}-${gem.ref}`)
    if (!existsSync(join(dir, 'lib'))) {
      mkdirSync(dir, { recursive: true })
      const tar = spawnSync('sh', ['-c', `git --git-dir="$0" archive "$1" lib | tar -x -C "$2"`, gitDir, gem.ref, dir])
      if (tar.status !== 0) throw new Error(`cannot extract ${gem.name} ${gem.ref}: ${tar.stderr}`)
    }
    return join(dir, 'lib')
  }).join(':')
  return { path, releases, fallbacks }
}

/** The load path of the gems' lib/ directories (Devise at the version Gemfile.lock names). */
export function gemLibs(versions = new Map()) {
  return gemSources(versions).path
}

/** `name (version)` lines of a Gemfile.lock's specs. */
export function locked(lock) {
  return new Map([...lock.matchAll(/^ {4}([A-Za-z0-9_.-]+) \(([^)\s]+)\)$/gm)].map((m) => [m[1], m[2]]))
}

/** A file of a git directory at `ref`, written once to `file`. */
function gitFile(gitDir, ref, path, file) {
  if (!existsSync(file)) {
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, git(gitDir, 'show', `${ref}:${path}`))
  }
  return file
}

/**
 * An engine's routes file (`actionmailbox/config/routes.rb`) of the case's Rails: the release
 * Gemfile.lock names, laid out as that bundled gem; else Rails main, outside the bundle.
 */
export function railsFile(version, path) {
  const [engine, ...rest] = path.split('/')
  if (!version) return gitFile(RAILS_GIT, 'HEAD', path, join(UNBUNDLED, 'rails-HEAD', path))
  return gitFile(RAILS_GIT, `v${version}`, path, join(BUNDLE, 'gems', `${engine}-${version}`, ...rest))
}

function turboFile(version) {
  if (!version) return gitFile(TURBO_GIT, TURBO_RELEASE, 'config/routes.rb', join(UNBUNDLED, `turbo-rails-${TURBO_RELEASE}`, 'config/routes.rb'))
  return gitFile(TURBO_GIT, `v${version}`, 'config/routes.rb', join(BUNDLE, 'gems', `turbo-rails-${version}`, 'config/routes.rb'))
}

/**
 * The engines' routes files of the versions the case's application bundles, as ENGINE=FILE
 * arguments of the oracle, which decides which of them the application loads. turbo-rails only
 * when the Gemfile names it: Bundler.require loads it.
 */
export function engineFiles(dir) {
  const read = (name) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '')
  const versions = locked(read('Gemfile.lock'))
  const turbo = /^\s*gem\s*\(?\s*["']turbo-rails["']/m.test(read('Gemfile'))
  const version = versions.get('rails') ?? versions.get('railties')
  return [...(turbo ? [`turbo-rails=${turboFile(versions.get('turbo-rails'))}`] : []), ...engineFile(version, 'actionmailbox'), ...engineFile(version, 'activestorage')]
}

/** An engine's routes file at a Rails release, as an ENGINE=FILE argument; none when the release has no such engine (Active Storage before 5.2). */
function engineFile(version, name) {
  try {
    return [`${name}=${railsFile(version, `${name}/config/routes.rb`)}`]
  } catch {
    return []
  }
}

/**
 * engineFiles for a real application, which may bundle a Rails without an engine (Active Storage
 * came with 5.2, Action Mailbox with 6.0: the engine is then absent), a release the mirror has no
 * tag of (a prerelease such as 8.2.0.alpha: Rails main) or a turbo-rails release it has no tag of
 * (the default release; `fallbacks` says so). turbo-rails is bundled when the Gemfile or its lock
 * names it.
 */
export function appEngineFiles(dir) {
  const read = (name) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '')
  const versions = locked(read('Gemfile.lock'))
  const fallbacks = []
  const rails = versions.get('rails') ?? versions.get('railties')
  const railsRef = rails && releaseTag(RAILS_GIT, rails) ? rails : undefined
  if (rails && !railsRef) fallbacks.push(`rails ${rails} (main)`)
  const turbo = /^\s*gem\s*\(?\s*["']turbo-rails["']/m.test(read('Gemfile')) || versions.has('turbo-rails')
  let turboVersion = versions.get('turbo-rails')
  if (turboVersion && !releaseTag(TURBO_GIT, turboVersion)) {
    fallbacks.push(`turbo-rails ${turboVersion}`)
    turboVersion = undefined
  }
  const files = [...(turbo ? [`turbo-rails=${turboFile(turboVersion)}`] : []), ...engineFile(railsRef, 'actionmailbox'), ...engineFile(railsRef, 'activestorage')]
  return { files, fallbacks }
}
