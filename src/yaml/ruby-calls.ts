/**
 * The calls routes.yaml refuses because they run Ruby rather than draw routes. A `call:`
 * statement or a `!call` value becomes a method call in the converted routes.rb, which Rails runs
 * when it loads the file: `!call { system: 'rm -rf ~' }` must not be spelled there at all.
 *
 * What is refused: without a receiver, Ruby's keywords and every method all Ruby objects have (Kernel's and
 * BasicObject's, Ruby 3.3: `system`, `eval`, `send`, `require`, `open`, `exit`...), none of which is
 * a routing method; on a constant, those and Module's (`const_get`, `class_eval`...) but `new`;
 * and any call on the constants that reach the process, its files or Ruby itself (`File`,
 * `Process`, `Marshal`...), or that change `ENV`. Calls on the application's own constants (a
 * constraint's `.new`, `ActionCable.server`) run the application's code, as in any routes.rb.
 */

import type { Value } from '../ast/types.js'

// Kernel, BasicObject: `(Kernel.instance_methods + Kernel.private_instance_methods +
// BasicObject.instance_methods + BasicObject.private_instance_methods)` of Ruby 3.3, identifiers only.
const OBJECT_METHODS = new Set(
  ('Array Complex Float Hash Integer Rational String __callee__ __dir__ __id__ __method__ __send__ abort at_exit autoload autoload? ' +
    'binding block_given? caller caller_locations catch class clone define_singleton_method display dup enum_for eql? equal? eval exec ' +
    'exit exit! extend fail fork format freeze frozen? gets global_variables hash initialize initialize_clone initialize_copy ' +
    'initialize_dup inspect instance_eval instance_exec instance_of? instance_variable_defined? instance_variable_get ' +
    'instance_variable_set instance_variables is_a? iterator? itself kind_of? lambda load local_variables loop method method_missing ' +
    'methods nil? object_id open p pp print printf private_methods proc protected_methods public_method public_methods public_send ' +
    'putc puts raise rand readline readlines remove_instance_variable require require_relative respond_to? respond_to_missing? select ' +
    'send set_trace_func singleton_class singleton_method singleton_method_added singleton_method_removed singleton_method_undefined ' +
    'singleton_methods sleep spawn sprintf srand syscall system tap test then throw to_enum to_s trace_var trap untrace_var warn yield_self').split(' '),
)

// Module and Class beyond those (reflection and definition), for calls on a constant.
const MODULE_METHODS = new Set(
  ('alias_method allocate ancestors append_features attached_object attr attr_accessor attr_reader attr_writer class_eval class_exec ' +
    'class_variable_defined? class_variable_get class_variable_set class_variables const_added const_defined? const_get const_missing ' +
    'const_set const_source_location constants define_method deprecate_constant extend_object extended include include? included ' +
    'included_modules inherited instance_method instance_methods method_added method_defined? method_removed method_undefined ' +
    'module_eval module_exec module_function name prepend prepend_features prepended private private_class_method private_constant ' +
    'private_instance_methods private_method_defined? protected protected_instance_methods protected_method_defined? public ' +
    'public_class_method public_constant public_instance_method public_instance_methods public_method_defined? refine refinements ' +
    'remove_class_variable remove_const remove_method ruby2_keywords set_temporary_name singleton_class? subclasses superclass ' +
    'undef_method undefined_instance_methods using').split(' '),
)

// Constants whose every call reaches the process, its files, the network or Ruby itself.
const SYSTEM_CONSTANTS = new Set(
  ('ARGF ARGV BasicObject Binding Bundler Class DATA DRb Dir Etc Fiber File FileTest FileUtils GC Gem IO Kernel Marshal Method Module ' +
    'Net Object ObjectSpace Open3 OpenURI PTY Pathname Process Proc Psych Ractor RubyVM STDERR STDIN STDOUT Signal Socket ' +
    'TCPServer TCPSocket Tempfile Thread TracePoint UDPSocket UNIXServer UNIXSocket UnboundMethod URI YAML').split(' '),
)

// Ruby's keywords (and `__END__`, which ends the program at the start of a line) read as no call
// at all: `end` would close the `draw` block, `break` leave it, `undef` remove a routing method.
const KEYWORDS = new Set(
  ('__ENCODING__ __END__ __FILE__ __LINE__ BEGIN END alias and begin break case class def defined? do else elsif end ensure false for if in ' +
    'module next nil not or redo rescue retry return self super then true undef unless until when while yield').split(' '),
)

// ENV is read by routes files (`ENV.fetch('API_HOST')`); nothing else is asked of it.
const ENV_READERS = new Set(['fetch', 'key?', 'has_key?', 'include?', 'member?'])

// `require 'sidekiq/web'` heads many routes files: a library by its name, never a path.
const LIBRARY = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/

/**
 * Why routes.yaml refuses the statement `method args` (a `call:` statement), or undefined: the
 * call refusals below, except that `require` may load libraries by name (`require: sidekiq/web`).
 */
export function refusedStatement(method: string, args: readonly Value[]): string | undefined {
  if (method !== 'require') return refusedCall(undefined, method)
  const named = args.length > 0 && args.every((arg) => arg.type === 'string' && LIBRARY.test(arg.value) && !arg.value.includes('..'))
  return named ? undefined : "`require` takes a library's name as a string (`args: !str sidekiq/web`), never a path"
}

/**
 * Why routes.yaml refuses the call `receiver.method` (receiver a constant's name, or undefined for
 * none), or undefined when it is a call routes may make.
 */
export function refusedCall(receiver: string | undefined, method: string): string | undefined {
  if (receiver === undefined) {
    if (KEYWORDS.has(method)) return `\`${method}\` is a Ruby keyword, not a method`
    return OBJECT_METHODS.has(method) ? `\`${method}\` is a method of every Ruby object, not a routing method` : undefined
  }
  const root = receiver.replace(/^::/, '').split('::')[0]!
  if (root === 'ENV') return ENV_READERS.has(method) ? undefined : `\`ENV.${method}\` would change the environment`
  if (SYSTEM_CONSTANTS.has(root)) return `\`${root}\` reaches the process, its files or Ruby itself`
  if (method !== 'new' && (OBJECT_METHODS.has(method) || MODULE_METHODS.has(method))) return `\`${method}\` is Ruby's reflection, not a value of the application`
  return undefined
}
