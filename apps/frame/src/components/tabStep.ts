/**
 * Which way an arrow key moves along a row of tabs: +1 to the next, -1 to the previous, 0 for another
 * key. The next tab is the one the text reads toward, so in a language written right to left (the
 * document's `dir`) ArrowLeft moves forward, as WAI-ARIA's tabs pattern asks.
 *
 * @example
 * tabStep('ArrowRight', 'ltr') // 1
 * tabStep('ArrowRight', 'rtl') // -1
 */
export function tabStep(key: string, direction: string): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  return key === forward ? 1 : key === backward ? -1 : 0
}
