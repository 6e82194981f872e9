/**
 * ActiveSupport's `String#underscore` without custom acronyms (`Admin::PostsController` →
 * `admin/posts_controller`), which is what Rails' default inflections do.
 */
export function underscore(word: string): string {
  if (!/[A-Z-]|::/.test(word)) return word
  return word
    .replaceAll('::', '/')
    // Ruby's /([A-Z\d]+)([A-Z][a-z])/ → '\1_\2' inserts `_` exactly where a capital or digit is
    // followed by a capital and a lower-case letter; run as written, a long run of capitals or
    // digits makes it quadratic (131,000 digits in a constant's name: 7 s).
    .replace(/(?<=[A-Z\d])(?=[A-Z][a-z])/g, '_')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replaceAll('-', '_')
    .toLowerCase()
}
