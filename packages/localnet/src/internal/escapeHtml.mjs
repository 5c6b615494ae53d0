/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Makes text safe to put in HTML, as element content or in a quoted attribute.
 * @example
 * escapeHtml('<script>') // '&lt;script&gt;'
 * @param {unknown} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => entities[character] ?? character)
}
