/**
 * Chevrotain, from the single-file bundle its package ships (`lib/chevrotain.mjs`). The package
 * entry is an ESM tree importing lodash-es file by file (about 700 modules, some 250 ms to load
 * on a cold start); the bundle is the same code in one file (about 12 ms). The package's
 * `exports` map does not list the bundle, so it is found next to the entry. Should an install
 * lack it, the normal entry is used: correct, only slower. The whole parser imports chevrotain
 * through this module alone, so one copy is ever loaded. It is loaded with `require` (Node ≥ 20.19
 * requires ES modules synchronously), not a top-level `await import`: a module graph with a
 * top-level await cannot be required, and CommonJS programs (editor extensions, Jest) require us.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type * as Chevrotain from 'chevrotain'

/** The bundle's path, or undefined when this install of chevrotain has none. */
export function chevrotainBundle(): string | undefined {
  try {
    // `lib/src/api.js` → `lib/chevrotain.mjs`.
    const bundle = join(dirname(createRequire(import.meta.url).resolve('chevrotain')), '..', 'chevrotain.mjs')
    return existsSync(bundle) ? bundle : undefined
  } catch {
    return undefined
  }
}

const chevrotain = createRequire(import.meta.url)(chevrotainBundle() ?? 'chevrotain') as typeof Chevrotain

export const { createToken, Lexer, CstParser, tokenMatcher, EOF, createSyntaxDiagramsCode } = chevrotain
