#!/usr/bin/env node
/**
 * The `routecraft` executable. It runs the CLI bundle (`main.ts` and everything it uses, Chevrotain
 * included, as one CommonJS script) through V8's code cache: a listing otherwise spends an eighth of
 * its instructions parsing and compiling JavaScript it ran the time before. The cache sits next to the
 * bundle, is made at build time and remade by the first run that finds it missing or rejected
 * (another Node.js version); where the package cannot be written to, runs just compile as usual.
 */
import { createRequire } from 'node:module'

// Node's built-in modules through `require`: imported as ES modules, each got a facade that read
// all of its exports, and node:fs's lazy ones (its streams) loaded modules a listing never uses.
const require = createRequire(import.meta.url)
const { accessSync, constants: fsConstants, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs') as typeof import('node:fs')
const { dirname, join } = require('node:path') as typeof import('node:path')
const { fileURLToPath } = require('node:url') as typeof import('node:url')
const { setFlagsFromString } = require('node:v8') as typeof import('node:v8')
const { Script, constants: vmConstants } = require('node:vm') as typeof import('node:vm')

/** The bundle's file name, with its content hash: set by tools/bundle-cli.mjs. */
declare const CLI_BUNDLE: string

// A listing is over in a few hundred milliseconds, mostly in code that runs only a few thousand
// times: V8's default tier-up budget sends much of it to the optimising compiler, whose work
// never pays back in so short a run (listing 1,744 routes: 18% fewer instructions, 16-23% less
// wall time with 200,000 instead of the default; a 3,692-route app a further 20% less CPU time
// with 800,000). Long runs (10 MB files, --watch) still optimise their hot code, a little later
// (a 52,320-route file: the same time at 800,000, +12% at 3,200,000). Set before the CLI is
// compiled, in this process only: the library leaves V8 alone.
setFlagsFromString('--interrupt-budget=800000')

const dir = dirname(fileURLToPath(import.meta.url))
const bundle = join(dir, CLI_BUNDLE)
// Named after the bundle, hash included: V8 checks a cache against the source's length only, so
// a cache must never outlive the exact bundle it was made from.
const cacheFile = bundle.replace(/\.cjs$/, '.code-cache')

const cachedData = readCache()
// Latin-1: the bundle is ASCII (tools/bundle-cli.mjs makes it so), and Node reads a file it decodes
// as UTF-8 8 KB at a time (220 reads here), any other encoding in one read of its whole size.
const source = readFileSync(bundle, 'latin1')
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: bundle,
  cachedData,
  importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
})
// A run that only prints the version or help compiles little beyond the start: a cache made by it
// would leave every later listing compiling the rest again (ManageIQ's listing: +6 % instructions),
// so it leaves a missing or rejected cache for the next run to make.
const onlyStarts = process.argv.slice(2).some((arg) => arg === '--version' || arg === '--help' || arg === '-h') || process.argv[2] === 'help'
if ((cachedData === undefined || script.cachedDataRejected === true) && !onlyStarts && writable()) {
  // After the run, so that the cache holds the functions it compiled lazily too. On `exit`: the
  // CLI leaves with process.exit once its output is flushed; the writes here are synchronous.
  process.once('exit', writeCache)
}
const module = { exports: {} }
;(script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(bundle), module, bundle, dir)

function readCache(): Buffer | undefined {
  try {
    return readFileSync(cacheFile)
  } catch {
    return undefined
  }
}

function writable(): boolean {
  try {
    accessSync(dir, fsConstants.W_OK)
    return true
  } catch {
    return false
  }
}

/** Written aside, then renamed: runs at the same time never read half a cache. Failures only cost speed. */
function writeCache(): void {
  const aside = `${cacheFile}.${process.pid}`
  try {
    writeFileSync(aside, script.createCachedData())
    renameSync(aside, cacheFile)
  } catch {
    // A read-only or full disk: the next run compiles as this one did.
    rmSync(aside, { force: true })
  }
}
