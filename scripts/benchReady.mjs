// `npm run bench`'s breakdown of the frame's way to ready: Latch's page (apps/host-demo/latch-modal.html)
// loaded in a fresh browser context (cold caches) each round, and the frame's own timings read back,
// each in ms from the host page's navigation, so that a change to one step shows as that step's row.
import { row } from './benchStats.mjs'

const page = 'http://localhost:5173/latch-modal.html'
// The rows, in the order the frame passes them, and what each reads in the frame.
const steps = [
  ["the frame's page received", 'page'],
  ['its first-load scripts received', 'scripts'],
  ['its first-load scripts run (DOMContentLoaded)', 'loaded'],
  ['React hydrated', 'hydrated'],
  ["ready (the host's init answered)", 'ready'],
  ["the host has the answer (the SDK's first state)", 'hostReady'],
]

/**
 * Prints the table of `rounds` page loads, after one load that warms the server up.
 * @param {import('@playwright/test').Browser} browser
 * @param {number} rounds
 */
export async function benchReady(browser, rounds) {
  /** @type {Record<string, number>[]} */
  const loads = []
  for (let round = 0; round <= rounds; round++) {
    const context = await browser.newContext()
    try {
      const times = await loadPage(await context.newPage())
      if (round > 0) loads.push(times)
    } finally {
      await context.close()
    }
  }
  console.log(
    `\n| the frame's way to ready (Chromium, ${rounds} fresh contexts), ms from the host's navigation | median | p95 |\n|---|---:|---:|`,
  )
  for (const [label, key] of steps)
    console.log(
      row(
        label,
        loads.map((load) => load[key]),
      ),
    )
}

/** @param {import('@playwright/test').Page} host */
async function loadPage(host) {
  await host.goto(page, { waitUntil: 'domcontentloaded' })
  await host.waitForFunction(() => performance.getEntriesByName('modal:ready').length > 0, null, {
    timeout: 30_000,
  })
  const { hostOrigin, hostReady } = await host.evaluate(() => ({
    hostOrigin: performance.timeOrigin,
    hostReady: performance.getEntriesByName('modal:ready')[0]?.startTime ?? Number.NaN,
  }))
  const frame = host.frames().find((candidate) => new URL(candidate.url()).pathname === '/embed')
  if (!frame) throw new Error('the page has no Latch frame')
  const frameTimes = await frame.evaluate(() => {
    const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
      performance.getEntriesByType('navigation')
    )
    const loaded = navigation.domContentLoadedEventEnd
    // The scripts the page names (its entry, and the chunks it imports as module preloads), which the
    // browser runs before DOMContentLoaded.
    const scripts = /** @type {PerformanceResourceTiming[]} */ (
      performance.getEntriesByType('resource')
    ).filter(
      (entry) =>
        (entry.initiatorType === 'script' || entry.initiatorType === 'link') &&
        new URL(entry.name).pathname.endsWith('.js') &&
        entry.startTime < navigation.domInteractive,
    )
    const [hydrated] = performance.getEntriesByName('latch:hydrated')
    const [ready] = performance.getEntriesByName('latch:ready')
    return {
      origin: performance.timeOrigin,
      page: navigation.responseEnd,
      scripts: Math.max(...scripts.map((entry) => entry.responseEnd)),
      loaded,
      hydrated: hydrated ? hydrated.startTime : Number.NaN,
      ready: ready ? ready.startTime : Number.NaN,
    }
  })
  const { origin, ...times } = frameTimes
  const shift = origin - hostOrigin
  return {
    ...Object.fromEntries(Object.entries(times).map(([key, value]) => [key, value + shift])),
    hostReady,
  }
}
