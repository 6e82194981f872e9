/**
 * ActiveSupport's `String#underscore` without custom acronyms (`Admin::PostsController` →
 * `admin/posts_controller`), which is what Rails' default inflections do.
 */
export function underscore(word: string): string {
  if (!/[A-Z-]|::/.test(word)) return word
  return word
    .replaceAll('::', '/')
    .replace(/([A-Z\d]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replaceAll('-', '_')
    .toLowerCase()
}
