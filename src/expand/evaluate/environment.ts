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
}

/** The environment `bin/rails routes` runs in when nothing else is said. */
export const DEFAULT_ENVIRONMENT_NAME = 'development'
