/**
 * The plain-English inflector (the `pluralize` package) is left out of the browser build (in
 * place of src/inflect/english.ts): the playground draws with Rails' inflector.
 */
import type { Inflector } from '../../inflect/inflector.js'

function unavailable(): never {
  throw new Error('the english inflector is not part of the browser build; the playground uses Rails’ inflector')
}

export function createEnglishInflector(): Inflector {
  return { pluralize: unavailable, singularize: unavailable }
}

export const englishInflector: Inflector = createEnglishInflector()
