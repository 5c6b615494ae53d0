// The in-page half of ./benchOpen.mjs, the same for Latch's page and the in-page React modal's.

/**
 * Installed with `context.addInitScript(paintHarness, { kind, openAtReady })` before the page's own
 * scripts: times each click on the page's `[data-testid=open]` button from its handling (the task in
 * which the page calls open()) to the end of the first frame painted with the modal shown. From the click (its
 * capture phase, the task the page's own handler runs in) it runs a requestAnimationFrame loop; in
 * the first callback where the modal is shown (Latch: the iframe visible by computed style and in the
 * viewport; React: the dialog in the DOM) it posts a MessageChannel message, which arrives just after
 * that frame's paint. `window.benchPaint(i)` resolves with the i-th click's
 * `{ clicked, hostPaint }` (epoch ms); `window.benchShown()` answers whether the modal shows. With
 * `openAtReady`, the button is clicked in the task where the page dispatches `modal:ready`. Only
 * this function's source reaches the page: it uses nothing outside it.
 *
 * @example
 * await context.addInitScript(paintHarness, { kind: 'react', openAtReady: false })
 * await page.click('[data-testid=open]')
 * const { clicked, hostPaint } = await page.evaluate(() => window.benchPaint(0))
 * @param {{ kind: 'latch' | 'react', openAtReady: boolean }} options
 */
export function paintHarness({ kind, openAtReady }) {
  if (window.top !== window) return
  const button = '[data-testid="open"]'
  const latchShown = () => {
    const iframe = document.querySelector('iframe[data-latch-frame]')
    if (!iframe?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const { top, left, bottom, right } = iframe.getBoundingClientRect()
    return bottom > 0 && right > 0 && top < innerHeight && left < innerWidth && bottom > top && right > left
  }
  const shown = kind === 'latch' ? latchShown : () => document.querySelector('[role="dialog"]') !== null
  /** @type {{ clicked: number, hostPaint: number }[]} */
  const paints = []
  /** @type {(() => void)[]} */
  let waiting = []
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(button)) return
      // From the handler, where the page calls open() (or sets its React state): the input's way from
      // the browser to the page is the same for both and no part of opening.
      const clicked = performance.timeOrigin + performance.now()
      const step = () => {
        if (!shown()) return requestAnimationFrame(step)
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          paints.push({ clicked, hostPaint: performance.timeOrigin + performance.now() })
          for (const wake of waiting) wake()
          waiting = []
        }
        channel.port2.postMessage(0)
      }
      requestAnimationFrame(step)
    },
    true,
  )
  Object.assign(window, {
    benchShown: shown,
    /** @param {number} index */
    benchPaint: (index) =>
      new Promise(function check(resolve) {
        if (paints[index]) resolve(paints[index])
        else waiting.push(() => check(resolve))
      }),
  })
  if (openAtReady)
    addEventListener('modal:ready', () => document.querySelector(button)?.click(), { once: true })
}
