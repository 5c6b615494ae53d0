// A name travels in the URL path. Next hands path parameters over decoded or not depending on the
// version; a valid name never contains '%', so decoding one that does is safe either way.
export function routeName(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
