import { readFileSync } from 'node:fs'
import { type BrowserContext, expect, type Frame, type Page } from '@playwright/test'
import { test } from './elsewhere'
import {
  connectWebWallet,
  disallowedHostUrl,
  hostUrl,
  latchFrame,
  openFreshHost,
  overlay,
  webWalletAddress,
} from './fixtures'
import { storageMode } from './storageMode'

test.describe('only allowed pages get a working modal', () => {
  test('a page outside the allow-list gets a clear refusal and no connection', async ({ page }) => {
    await page.goto(disallowedHostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid App Configuration')
    await expect(page.locator('iframe[data-latch-frame]')).toHaveCount(0)
    await expect(page.getByTestId('address')).toHaveCount(0)
  })

  test('the frame refuses to be embedded by a disallowed origin (CSP frame-ancestors)', async ({ page }) => {
    const response = await page.request.get('http://127.0.0.1:3000/embed?projectId=latch-dev')
    expect(response.headers()['content-security-policy']).toBe('frame-ancestors http://localhost:*')
    const config = await page.request.get('http://127.0.0.1:3000/api/projects/latch-dev', {
      headers: { origin: disallowedHostUrl },
    })
    expect(config.status()).toBe(403)
    expect(await config.json()).toEqual({
      error: 'Invalid App Configuration',
      reason: 'origin not on allow-list',
    })
  })

  test('an unknown projectId shows Invalid App Configuration in the modal', async ({ page }) => {
    await page.goto(`${hostUrl}/?projectId=no-such-project`)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const dialog = latchFrame(page).getByRole('dialog', { name: 'Invalid App Configuration' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('The project ID is invalid')
    await expect(page.getByRole('alert')).toHaveText('Invalid App Configuration')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(overlay(page)).toBeHidden()
  })

  test('no projectId shows Project ID Not Configured', async ({ page }) => {
    await page.goto(`${hostUrl}/?projectId=`)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await expect(latchFrame(page).getByRole('dialog', { name: 'Project ID Not Configured' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('Project ID Not Configured')
  })

  test('a malformed message gets a typed error and the frame keeps working', async ({ page }) => {
    await page.goto(`${hostUrl}/protocol-lab.html`)
    await expect(page.getByTestId('lab-status')).toHaveText('connected')
    const send = async (message: unknown) => {
      await page.getByLabel('Message').fill(JSON.stringify(message))
      await page.getByRole('button', { name: 'Send' }).click()
      const reply = page.getByTestId('lab-reply')
      await expect(reply).not.toHaveText('')
      const text = (await reply.textContent()) ?? ''
      await page.getByRole('button', { name: 'Clear' }).click()
      return JSON.parse(text) as { ok: boolean; error?: { code: number; message: string }; payload?: unknown }
    }
    const bad = await send({ v: 1, id: 'x1', type: 'open', payload: { view: 'NoSuchView' } })
    expect(bad.ok).toBe(false)
    expect(bad.error?.code).toBe(-32602)
    expect(bad.error?.message).toContain('payload.view')
    const garbage = await send({ hello: 'world' })
    expect(garbage).toMatchObject({ ok: false, error: { code: -32602 } })
    const forbidden = await send({
      v: 1,
      id: 'x2',
      type: 'request',
      payload: { method: 'eth_sign', params: [] },
    })
    expect(forbidden).toMatchObject({ ok: false, error: { code: 4200 } })
    const good = await send({ v: 1, id: 'x3', type: 'request', payload: { method: 'eth_chainId' } })
    expect(good).toMatchObject({ ok: true, payload: { result: '0x7a69' } })
  })
})

test.describe('no WalletConnect key reaches the host page', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test("the host's storage holds no keychain, and a reload still restores the session", async ({
    page,
  }, testInfo) => {
    const wallet = await connectWebWallet(page)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    const hostStorage = () =>
      page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))
    const mirrored = () => page.evaluate(() => localStorage.getItem('latch:latch-dev:wcSession'))
    // Without storage of its own the frame mirrors the session to the host, sealed.
    if (storageMode(testInfo) === 'storage-blocked') await expect.poll(mirrored).toMatch(/^aesgcm1\./)
    const stored = await hostStorage()
    expect(stored).not.toContain('keychain')
    expect(stored).not.toContain('wc@2')
    // The session's symmetric key and the dapp's private key are 32 bytes written as 64 hex digits.
    expect(stored).not.toMatch(/[0-9a-f]{64}/i)

    // The key to the sealed session stayed in the frame's partitioned cookie: a reload opens it.
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await expect(overlay(page)).toBeHidden()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')
    expect(await hostStorage()).not.toMatch(/keychain|[0-9a-f]{64}/i)
  })
})

const frameOrigin = 'http://127.0.0.1:3000'
const embedUrl = `${frameOrigin}/embed?projectId=latch-dev`
const penpal = readFileSync(new URL('../node_modules/penpal/dist/penpal.min.js', import.meta.url), 'utf8')

// A host page of our own making: it embeds the frame (or opens it in a popup) and tries penpal's
// handshake with it, as the SDK would; `#probe` says 'connected' once the frame accepted it.
function probePage(target: 'iframe' | 'popup') {
  const open =
    target === 'iframe'
      ? `const iframe = document.createElement('iframe'); iframe.src = ${JSON.stringify(embedUrl)}; document.body.append(iframe); handshake(iframe.contentWindow)`
      : `document.getElementById('open').onclick = () => handshake(window.open(${JSON.stringify(embedUrl)}, 'latch'))`
  return `<!doctype html><meta charset="utf-8"><title>probe</title>
<p id="probe">connecting</p>${target === 'popup' ? '<button id="open" type="button">Open</button>' : ''}
<script>${penpal}</script>
<script>
  function handshake(remoteWindow) {
    Penpal.connect({
      messenger: new Penpal.WindowMessenger({ remoteWindow, allowedOrigins: [${JSON.stringify(frameOrigin)}] }),
      methods: { handle: (message) => ({ ...message, ok: true, payload: {} }) },
      timeout: 60000,
    }).promise.then(() => { document.getElementById('probe').textContent = 'connected' })
  }
  ${open}
</script>`
}

const escapeAttribute = (html: string) => html.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
const framing = (attributes: string) => `<!doctype html><meta charset="utf-8"><iframe ${attributes}></iframe>`

/** Pages under /__probe/ on any origin: served by the test, not by whatever listens there. */
function probeRoutes(context: BrowserContext) {
  return context.route(
    (url) => url.pathname.startsWith('/__probe/'),
    (route) => {
      const url = new URL(route.request().url())
      const src = url.searchParams.get('src') ?? ''
      const pages: Record<string, string> = {
        '/__probe/frame': probePage('iframe'),
        '/__probe/popup': probePage('popup'),
        '/__probe/nest': framing(`src="${escapeAttribute(src)}"`),
        '/__probe/sandbox': framing(
          `sandbox="allow-scripts" srcdoc="${escapeAttribute(probePage('iframe'))}"`,
        ),
        '/__probe/data': framing(
          `src="data:text/html;base64,${Buffer.from(probePage('iframe')).toString('base64')}"`,
        ),
        '/__probe/open': `<!doctype html><meta charset="utf-8"><button type="button" onclick="window.open(${escapeAttribute(JSON.stringify(src))})">Open</button>`,
      }
      const body = pages[url.pathname]
      return body === undefined
        ? route.fulfill({ status: 404, body: 'no such probe' })
        : route.fulfill({ contentType: 'text/html', body })
    },
  )
}

/**
 * Serves the frame's origin through the test as well: Chromium's Local Network Access takes a page
 * the test serves for public, and would block its frame on 127.0.0.1 before any lock had a say.
 * With `frameAncestors.enforced` off, /embed comes without its CSP: lock 1 taken away.
 */
const frameAncestors = { enforced: true, embedRequests: 0 }
function proxyFrameOrigin(context: BrowserContext) {
  return context.route(`${frameOrigin}/**`, async (route) => {
    if (new URL(route.request().url()).pathname === '/embed') frameAncestors.embedRequests++
    const response = await route.fetch()
    const headers = { ...response.headers() }
    // The body comes decoded, and is sent again with its length recomputed.
    delete headers['content-encoding']
    delete headers['content-length']
    if (!frameAncestors.enforced) delete headers['content-security-policy']
    await route.fulfill({ response, headers })
  })
}

/** The Latch frame in `page`: the one frame that holds no other (probe pages nest it deepest). */
function latchFrameOf(page: Page): Frame | undefined {
  return page.frames().find((frame) => frame !== page.mainFrame() && frame.childFrames().length === 0)
}

/**
 * The frame is refused by its CSP. Where `orByBrowser`, Chromium may refuse it earlier: Local Network
 * Access stops a frame on 127.0.0.1 inside a sandboxed (opaque-origin) document on some loads and not
 * others, before any request, so no lock is reached and no CSP report is written.
 */
async function expectFrameBlocked(page: Page, refusals: string[], orByBrowser = false) {
  await expect.poll(() => latchFrameOf(page)?.url()).toBe('chrome-error://chromewebdata/')
  await expect
    .poll(
      () =>
        refusals.some((text) => text.includes('frame-ancestors')) ||
        (orByBrowser && frameAncestors.embedRequests === 0),
    )
    .toBe(true)
}

/**
 * With the CSP taken away, the frame renders, except where Chromium refuses the load itself (see
 * `expectFrameBlocked`). Either way the handshake must not happen.
 */
async function expectFrameLoadedOrRefused(page: Page): Promise<Frame> {
  await expect
    .poll(() => latchFrameOf(page)?.url())
    .toMatch(/^(http:\/\/127\.0\.0\.1:3000\/embed\?projectId=latch-dev|chrome-error:\/\/chromewebdata\/)$/)
  const frame = latchFrameOf(page)
  if (!frame) throw new Error('the Latch frame went away')
  if (frame.url() === embedUrl) await frame.waitForLoadState('load')
  return frame
}

async function expectFrameRendered(page: Page): Promise<Frame> {
  await expect.poll(() => latchFrameOf(page)?.url()).toBe(embedUrl)
  const frame = latchFrameOf(page)
  if (!frame) throw new Error('the Latch frame went away')
  await frame.waitForLoadState('load')
  return frame
}

function probeOf(frame: Frame) {
  return (frame.parentFrame() ?? frame).locator('#probe')
}

async function expectApi(page: Page, origin: string, allowed: boolean) {
  const response = await page.request.get(`${frameOrigin}/api/projects/latch-dev`, { headers: { origin } })
  if (allowed) {
    expect(response.status()).toBe(200)
    return
  }
  expect(response.status()).toBe(403)
  expect(await response.json()).toEqual({
    error: 'Invalid App Configuration',
    reason: 'origin not on allow-list',
  })
}

// How long a handshake is watched where the frame cannot say it refused: an allowed one completes
// within a few hundred ms.
const handshakeWatchMs = 3000
// How long it is still watched once the frame said it refused: penpal ignores every message from
// that window alike, so this only guards against some other way in.
const afterRefusalMs = 500

/**
 * The frame refuses the probe's handshake: it says so in the console (SECURITY.md), `refusal`
 * exactly, and the probe stays unconnected. A frame the browser refused to load has nothing to say;
 * where `refusal` is undefined the frame cannot say it, and the handshake is watched for a while.
 */
async function expectHandshakeRefused(frame: Frame, consoleTexts: string[], refusal: string | undefined) {
  if (frame.url() !== embedUrl) {
    // Refused by the browser: no document to answer.
  } else if (refusal === undefined) {
    await frame.page().waitForTimeout(handshakeWatchMs)
  } else {
    await expect
      .poll(() => consoleTexts.filter((text) => text.startsWith('latch: refused')))
      .toEqual([refusal])
    await frame.page().waitForTimeout(afterRefusalMs)
  }
  await expect(probeOf(frame)).toHaveText('connecting')
}

const notAllowed = (origin: string) =>
  `latch: refused the handshake of ${origin}: it is not on the project's allow-list`

/**
 * `silent`: the frame says nothing of its refusal there. Inside a sandboxed document it is sandboxed
 * too, an opaque origin of its own, and gets no further than its page; its handshake is watched for
 * a while instead.
 */
type Case = { name: string; url: string; origin: string; orByBrowser?: true; silent?: true }

const allowed: Case[] = [
  { name: 'the exact origin of the host demo', url: `${hostUrl}/__probe/frame`, origin: hostUrl },
  {
    name: 'another port of localhost (http://localhost:*)',
    url: 'http://localhost:4444/__probe/frame',
    origin: 'http://localhost:4444',
  },
  {
    name: 'an allowed page opened by window.open from an outsider (an opener is no ancestor)',
    url: `http://outsider.test/__probe/open?src=${encodeURIComponent(`${hostUrl}/__probe/frame`)}`,
    origin: hostUrl,
  },
]

const refused: Case[] = [
  { name: 'an outsider', url: 'http://outsider.test/__probe/frame', origin: 'http://outsider.test' },
  {
    name: 'a look-alike host',
    url: 'http://localhost.evil.test/__probe/frame',
    origin: 'http://localhost.evil.test',
  },
  {
    name: 'the same server under 127.0.0.1',
    url: `${disallowedHostUrl}/__probe/frame`,
    origin: disallowedHostUrl,
  },
  {
    name: 'a sandboxed iframe (null origin) in an allowed host',
    url: `${hostUrl}/__probe/sandbox`,
    origin: 'null',
    orByBrowser: true,
    silent: true,
  },
  {
    name: 'a data: URL frame (null origin) in an allowed host',
    url: `${hostUrl}/__probe/data`,
    origin: 'null',
  },
  {
    name: 'an outsider framed by an allowed host',
    url: `${hostUrl}/__probe/nest?src=${encodeURIComponent('http://outsider.test/__probe/frame')}`,
    origin: 'http://outsider.test',
  },
  {
    name: 'an outsider page opened by window.open from an allowed host',
    url: `${hostUrl}/__probe/open?src=${encodeURIComponent('http://outsider.test/__probe/frame')}`,
    origin: 'http://outsider.test',
  },
]

/** Loads `url`; a probe that opens a popup is followed there. */
async function visit(page: Page, url: string): Promise<Page> {
  await page.goto(url)
  if (!url.includes('/__probe/open')) return page
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open' }).click(),
  ])
  return popup
}

test.describe('the origin matrix: CSP frame-ancestors, the penpal allow-list and the /api Origin check', () => {
  // The page may still be fetching a chunk through the proxy route when a test ends.
  test.afterEach(({ context }) => context.unrouteAll({ behavior: 'ignoreErrors' }))
  test.beforeEach(async ({ context }) => {
    frameAncestors.enforced = true
    frameAncestors.embedRequests = 0
    await probeRoutes(context)
    await proxyFrameOrigin(context)
  })

  for (const { name, url, origin } of allowed) {
    test(`allowed: ${name}`, async ({ page }) => {
      const host = await visit(page, url)
      const frame = await expectFrameRendered(host)
      await expect(probeOf(frame)).toHaveText('connected')
      await expectApi(page, origin, true)
    })
  }

  for (const { name, url, origin, orByBrowser = false, silent = false } of refused) {
    test(`refused by all three locks: ${name}`, async ({ page, context }) => {
      const refusals: string[] = []
      context.on('console', (message) => refusals.push(message.text()))
      const host = await visit(page, url)
      await expectFrameBlocked(host, refusals, orByBrowser)

      frameAncestors.enforced = false
      const bare = await visit(await context.newPage(), url)
      const frame = await expectFrameLoadedOrRefused(bare)
      await expectHandshakeRefused(frame, refusals, silent ? undefined : notAllowed(origin))

      await expectApi(page, origin, false)
    })
  }

  // The frame's parent is an allowed page here; frame-ancestors checks every ancestor, and the frame
  // checks location.ancestorOrigins before its handshake. The /api check sees a direct caller.
  test('refused: an allowed host framed by an outsider', async ({ page, context }) => {
    const refusals: string[] = []
    context.on('console', (message) => refusals.push(message.text()))
    const url = `http://outsider.test/__probe/nest?src=${encodeURIComponent(`${hostUrl}/__probe/frame`)}`
    await page.goto(url)
    await expectFrameBlocked(page, refusals)

    frameAncestors.enforced = false
    const bare = await context.newPage()
    await bare.goto(url)
    const frame = await expectFrameRendered(bare)
    await expectHandshakeRefused(
      frame,
      refusals,
      `latch: refused the handshake of ${hostUrl}: http://outsider.test holds the frame and is not on the project's allow-list`,
    )

    await expectApi(page, 'http://outsider.test', false)
  })

  // A top-level /embed has no frame-ancestors to obey; its penpal answers only its parent window,
  // which for a popup is the popup itself, never the opener.
  test('refused: /embed opened in a popup by an outsider gets no handshake', async ({ page }) => {
    await page.goto('http://outsider.test/__probe/popup')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Open' }).click(),
    ])
    await popup.waitForLoadState('load')
    // The frame itself, not an error page in its place.
    expect(await popup.evaluate(() => location.href)).toBe(embedUrl)
    // The opener's handshake went out before the popup held the frame, so the frame saw none to
    // refuse and says nothing: watched for a while instead.
    await page.waitForTimeout(handshakeWatchMs)
    await expect(page.locator('#probe')).toHaveText('connecting')
    await expectApi(page, 'http://outsider.test', false)
  })
})
