const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? '')
}

/**
 * A 96×96 SVG badge: a coloured circle or rounded square with a short label or a drawing. Labels and
 * drawings come from this app's own tables, never from a request; they are escaped all the same.
 */
export function badgeSvg(badge: {
  background: string
  foreground?: string
  shape?: 'circle' | 'square'
  label?: string
  /** SVG path data on the 96×96 canvas, stroked in the foreground colour. */
  drawing?: string
}): string {
  const foreground = escapeXml(badge.foreground ?? '#ffffff')
  const background = escapeXml(badge.background)
  const shape =
    badge.shape === 'square'
      ? `<rect width="96" height="96" rx="24" fill="${background}"/>`
      : `<circle cx="48" cy="48" r="48" fill="${background}"/>`
  const label = badge.label
    ? `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${badge.label.length > 2 ? 28 : 40}" fill="${foreground}">${escapeXml(badge.label)}</text>`
    : ''
  const drawing = badge.drawing
    ? `<path d="${escapeXml(badge.drawing)}" fill="none" stroke="${foreground}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${shape}${label}${drawing}</svg>`
}
