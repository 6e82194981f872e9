import type { RValue } from '../values.js'

/**
 * What a routes file's Ruby may ask of the world, given by the caller so that expansion stays
 * pure and tables reproducible: the Rails environment (`Rails.env`) and the values `ENV[...]`
 * reads (never the process environment).
 */
export interface RubyEnvironment {
  /** `Rails.env`; `development` when absent, as `bin/rails routes` runs. */
  name?: string
  /** What `ENV['X']` and `ENV.fetch('X', ...)` read; absent keys are nil. */
  variables?: Readonly<Record<string, string>>
  /**
   * Values of the application's own expressions, which routecraft cannot know by itself, keyed by
   * the expression as `printExpression` writes it: `Docuseal.multitenant?` → false,
   * `I18n.available_locales` → `[:en, :fr]`, `Alchemy.admin_path` → "admin" (`--value`).
   */
  values?: ReadonlyMap<string, RValue>
  /**
   * The gems the application bundles (its Gemfile.lock: name → version): `defined?(Sidekiq::Web)`
   * is answered `"constant"` when the gem of its namespace (`sidekiq`) is among them.
   */
  bundled?: ReadonlyMap<string, string>
}

/** The environment `bin/rails routes` runs in when nothing else is said. */
export const DEFAULT_ENVIRONMENT_NAME = 'development'
