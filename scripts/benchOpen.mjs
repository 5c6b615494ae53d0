// `npm run bench`'s comparison with an in-page modal: Latch's page (apps/host-demo/latch-modal.html,
// only the script tag) against the in-page React modal (apps/host-demo/react-modal.html), each
// loaded in a fresh browser context, so that every load is cold, and timed by the same in-page
// harness (./benchPaintHarness.mjs). The rows are those every future comparison with another modal
// reads the same way.
import { paintHarness } from './benchPaintHarness.mjs'
import { kb, mb, rowOf } from './benchStats.mjs'

const hostUrl = 'http://localhost:5173'
const pages = { latch: `${hostUrl}/latch-modal.html`, react: `${hostUrl}/react-modal.html` }
const opener = '[data-testid="open"]'
const limit = 30_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/**
 * `promise`, or an error naming `what` after 30 s: a modal that never shows fails the bench.
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
const within = (promise, what) => {
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within 30 s`)), limit)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** @param {import('@playwright/test').Page} page */
async function latchFrame(page) {
  const frame = await (
    await page.waitForSelector('iframe[data-latch-frame]', { state: 'attached' })
  ).contentFrame()
  if (!frame) throw new Error('the Latch iframe has no frame')
  return frame
}

// A fresh context (cold caches) with the harness, every script's encoded size over the wire and when
// its request started, and the page loading.
async function load(browser, kind, openAtReady) {
  const context = await browser.newContext()
  await context.addInitScript(paintHarness, { kind, openAtReady })
  /** @type {Promise<{ start: number, bytes: number }>[]} */
  const scripts = []
  context.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    const start = request.timing().startTime
    scripts.push(request.sizes().then(({ responseBodySize }) => ({ start, bytes: responseBodySize })))
  })
  const page = await context.newPage()
  await page.goto(pages[kind], { waitUntil: 'domcontentloaded' })
  /** Bytes of the scripts whose requests started in [from, to) (epoch ms). */
  const scriptBytes = async (from, to) =>
    (await Promise.all(scripts))
      .filter(({ start }) => start >= from && start < to)
      .reduce((sum, { bytes }) => sum + bytes, 0)
  return { context, page, scriptBytes }
}

// Ready in epoch ms and in ms from the page's navigationStart. React: the root's commit (its
// `modal:ready` mark). Latch: the frame's `latch:ready` mark, written as it answers the SDK's init,
// or else, in a frame without that mark, the host's first state from the frame (its `modal:ready`).
async function readyOf(page, kind) {
  const host = await within(
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const done = () =>
            resolve({
              origin: performance.timeOrigin,
              at: performance.getEntriesByName('modal:ready')[0]?.startTime ?? Number.NaN,
            })
          if (performance.getEntriesByName('modal:ready').length > 0) done()
          else addEventListener('modal:ready', done, { once: true })
        }),
    ),
    `${kind}: the page was not ready`,
  )
  const fromHost = { epoch: host.origin + host.at, ms: host.at, fromFrame: false }
  if (kind === 'react') return fromHost
  const frameReady = await (await latchFrame(page)).evaluate(() => {
    const mark = performance.getEntriesByName('latch:ready')[0]
    return mark && performance.timeOrigin + mark.startTime
  })
  return frameReady === undefined
    ? fromHost
    : { epoch: frameReady, ms: frameReady - host.origin, fromFrame: true }
}

// The index-th click's time and the time its modal was painted (epoch ms). Latch's frame marks
// `latch:painted:Connect` one frame after Connect renders: when that is after the host's paint (the
// frame rendered on the open message) the mark decides; when Connect was rendered while hidden the
// mark is older than the click and the host's paint decides. The mark is read 300 ms after open()
// resolved, once it has surely been written.
async function paintOf(page, kind, index) {
  const { clicked, hostPaint } = await within(
    page.evaluate((i) => window.benchPaint(i), index),
    `${kind}: open #${index + 1} was not painted`,
  )
  if (kind === 'react') return { clicked, painted: hostPaint }
  await within(
    page.evaluate(() => window.opened),
    'latch: open() did not resolve',
  )
  await sleep(300)
  const marked = await (await latchFrame(page)).evaluate(() =>
    Math.max(
      ...performance
        .getEntriesByName('latch:painted:Connect')
        .map((m) => performance.timeOrigin + m.startTime),
    ),
  )
  if (!Number.isFinite(marked)) throw new Error('latch: the frame never marked Connect painted')
  return { clicked, painted: Math.max(hostPaint, marked) }
}

// Throws unless the modal really shows Connect: a dialog named "Connect Wallet", and for Latch the
// iframe visible.
async function expectConnect(page, kind) {
  if (!(await page.evaluate(() => window.benchShown()))) throw new Error(`${kind}: the modal is not shown`)
  await dialogOf(page, kind).waitFor({ state: 'visible', timeout: 5000 })
}

const dialogOf = (page, kind) =>
  (kind === 'latch' ? page.frameLocator('iframe[data-latch-frame]') : page).getByRole('dialog', {
    name: 'Connect Wallet',
  })

// JS heap used after a garbage collection, in every isolate the modal lives in: the page's, and
// Latch's out-of-process frame's (an in-process frame would be in the page's already).
async function heapOf(context, page, kind) {
  const targets = kind === 'latch' ? [page, await latchFrame(page)] : [page]
  let used = 0
  for (const target of targets) {
    let session
    try {
      session = await context.newCDPSession(target)
    } catch (error) {
      if (target !== page && /separate CDP session/.test(String(error))) continue
      throw error
    }
    await session.send('HeapProfiler.collectGarbage')
    used += (await session.send('Runtime.getHeapUsage')).usedSize
    await session.detach()
  }
  return used
}

// open() at ready: the page's button is clicked in the task where the page is ready.
async function openAtReady(browser, kind) {
  const { context, page } = await load(browser, kind, true)
  try {
    const { clicked, painted } = await paintOf(page, kind, 0)
    await expectConnect(page, kind)
    return painted - clicked
  } finally {
    await context.close()
  }
}

// One load: ready, the first open 2 s after ready (settled) with the scripts it fetched and the heap
// 1 s after, then a close and, 500 ms after the modal is hidden, the second open (repeated).
async function openSettled(browser, kind) {
  const { context, page, scriptBytes } = await load(browser, kind, false)
  try {
    const ready = await readyOf(page, kind)
    await sleep(2000)
    await page.click(opener)
    const first = await paintOf(page, kind, 0)
    await sleep(first.painted + 1000 - Date.now())
    const heap = await heapOf(context, page, kind)
    await expectConnect(page, kind)

    await dialogOf(page, kind).getByRole('button', { name: 'Close', exact: true }).click()
    await page.waitForFunction(() => !window.benchShown(), undefined, { polling: 50, timeout: limit })
    await sleep(500)
    await page.click(opener)
    const second = await paintOf(page, kind, 1)
    await expectConnect(page, kind)
    return {
      ready: ready.ms,
      readyFromFrame: ready.fromFrame,
      settled: first.painted - first.clicked,
      repeated: second.painted - second.clicked,
      loadBytes: await scriptBytes(0, ready.epoch),
      openBytes: await scriptBytes(first.clicked, first.painted + 1000),
      heap,
    }
  } finally {
    await context.close()
  }
}

/**
 * Prints one Markdown table, Latch against an in-page React modal, each cell the median or p95 of
 * `rounds` interleaved rounds (each round: Latch's two loads, then React's, each in a fresh context):
 * page load → ready; open() → painted at ready, settled (2 s after ready) and repeated (500 ms after
 * a close); the JavaScript fetched on load (until ready) and on the first open (from the click until
 * 1 s after painted), encoded bytes over the wire; and the JS heap 1 s after the first open. Every
 * open is checked to show the "Connect Wallet" dialog, or the bench fails.
 *
 * @example
 * await benchOpen(await chromium.launch(), 15)
 * @param {import('@playwright/test').Browser} browser
 * @param {number} rounds
 */
export async function benchOpen(browser, rounds) {
  const runs = { latch: [], react: [] }
  const atReady = { latch: [], react: [] }
  for (let round = 0; round < rounds; round++)
    for (const kind of ['latch', 'react']) {
      atReady[kind].push(await openAtReady(browser, kind))
      runs[kind].push(await openSettled(browser, kind))
    }
  const both = (key) => [runs.latch.map((run) => run[key]), runs.react.map((run) => run[key])]
  console.log(
    `\n| Latch vs an in-page React modal (Chromium, ${rounds} interleaved rounds, fresh contexts) | Latch median | Latch p95 | React median | React p95 |\n|---|---:|---:|---:|---:|`,
  )
  console.log(rowOf('page load → ready', both('ready')))
  console.log(rowOf('open() → painted, at ready', [atReady.latch, atReady.react]))
  console.log(rowOf('open() → painted, settled (2 s after ready)', both('settled')))
  console.log(rowOf('open() → painted, repeated (500 ms after a close)', both('repeated')))
  console.log(rowOf('JS on load (until ready, encoded)', both('loadBytes'), kb))
  console.log(rowOf('JS on first open (until 1 s after painted, encoded)', both('openBytes'), kb))
  console.log(rowOf('JS heap used 1 s after the first open', both('heap'), mb))
  if (!runs.latch.every((run) => run.readyFromFrame))
    console.log(
      "\nLatch's ready is the host's first state from the frame: the frame wrote no `latch:ready` mark.",
    )
}
