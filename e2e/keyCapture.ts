import { expect, type Locator, type Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { fund } from './embedded'
import { latchFrame } from './fixtures'

/** What the host page received and what every API (the frame's, and any other) was sent and answered. */
export type KeyCapture = {
  requests: { url: string; body: string }[]
  responses: { url: string; body: string }[]
}

/**
 * Before the page's first navigation: records every message the host page receives (as text), and
 * every request to an `/api/` path with its answer, from the page, its frames and any popup of its
 * browser context (a passkey's ceremony runs in one).
 */
export async function watchKeyCapture(page: Page): Promise<KeyCapture> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __latchSeen: seen })
    window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data) ?? ''), true)
  })
  const capture: KeyCapture = { requests: [], responses: [] }
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/')
  page.context().on('request', (request) => {
    if (isApi(request.url())) capture.requests.push({ url: request.url(), body: request.postData() ?? '' })
  })
  page.context().on('response', async (response) => {
    if (!isApi(response.url())) return
    capture.responses.push({ url: response.url(), body: await response.text().catch(() => '') })
  })
  return capture
}

/** From the host page with the modal closed: a message signed and 0.001 ETH sent, each approved in the frame. */
export async function signAndSend(page: Page, address: string) {
  const approve = latchFrame(page).locator('[data-view="ApproveTransaction"]')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')
  await fund(address)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('tx-result')).toHaveText(/confirmed/, { timeout: 30_000 })
}

/**
 * With ExportKey showing the wallet's keys (`view`): none of them, in any form it could travel in,
 * is in what the host saw (its messages, storage, cookies) or in what any API was sent or answered;
 * the auth and recovery shares went to the server once, when the wallet was made, and the host saw
 * neither; no other request carried a share, and no answer two.
 */
export async function expectNoKeyCaptured(page: Page, capture: KeyCapture, view: Locator, address: string) {
  const key = ((await view.getByTestId('export-key').textContent()) ?? '').trim()
  expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address)
  const { requests, responses } = capture
  const hostSeen = await page.evaluate(() => [
    ...((window as unknown as { __latchSeen: string[] }).__latchSeen ?? []),
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
    document.cookie,
  ])
  const bytes = Buffer.from(key.slice(2), 'hex')
  // The Solana key too, as exported (base58 of its 64 bytes) and in the forms of its 32-byte seed.
  const solanaKey = ((await view.getByTestId('export-solana-key').textContent()) ?? '').trim()
  const solanaSeed = Buffer.from(base58.decode(solanaKey).slice(0, 32))
  expect(solanaKey.length).toBeGreaterThan(80)
  // The NEAR key likewise: as exported, base58 of its 64 bytes alone, and its 32-byte seed's forms.
  const nearKey = ((await view.getByTestId('export-near-key').textContent()) ?? '').trim()
  const nearBytes = base58.decode(nearKey.replace(/^ed25519:/, ''))
  const nearSeed = Buffer.from(nearBytes.slice(0, 32))
  expect(nearBytes).toHaveLength(64)
  // And the Bitcoin key: its wallet import format, and the 32 bytes inside it (after the version byte).
  const bitcoinWif = ((await view.getByTestId('export-bitcoin-key').textContent()) ?? '').trim()
  const bitcoinKey = Buffer.from(base58.decode(bitcoinWif).slice(1, 33))
  expect(bitcoinWif).toMatch(/^[KL]/)
  const keyForms = [
    key.slice(2).toLowerCase(),
    key.slice(2).toUpperCase(),
    bytes.toString('base64'),
    bytes.toString('base64url'),
    solanaKey,
    base58.encode(solanaSeed),
    solanaSeed.toString('hex'),
    solanaSeed.toString('base64'),
    solanaSeed.toString('base64url'),
    nearKey,
    base58.encode(nearBytes),
    base58.encode(nearSeed),
    nearSeed.toString('hex'),
    nearSeed.toString('base64'),
    nearSeed.toString('base64url'),
    bitcoinWif,
    bitcoinKey.toString('hex'),
    bitcoinKey.toString('base64'),
    bitcoinKey.toString('base64url'),
    base58.encode(bitcoinKey),
  ]
  const server = [...requests.map((r) => `${r.url} ${r.body}`), ...responses.map((r) => r.body)]
  for (const form of keyForms) {
    expect(hostSeen.filter((text) => text.includes(form))).toEqual([])
    expect(server.filter((text) => text.toLowerCase().includes(form.toLowerCase()))).toEqual([])
  }

  // Shares are 33 bytes, 44 base64url characters; nothing else the API carries has that length.
  const shareShaped = (text: string) =>
    [...text.matchAll(/"([A-Za-z0-9_-]{44})"/g)].map((match) => match[1] ?? '')
  const created = requests.find((request) => request.url.endsWith('/api/wallet/create'))
  expect(created).toBeDefined()
  const { authShare, recoveryShare } = JSON.parse(created?.body ?? '{}') as Record<string, string>
  expect(shareShaped(created?.body ?? '').sort()).toEqual([authShare, recoveryShare].sort())
  // The device share never reaches the server: no other request carries a share.
  for (const request of requests.filter((candidate) => candidate !== created))
    expect(shareShaped(request.body), request.url).toEqual([])
  // No answer of the server carries two usable shares.
  for (const response of responses)
    expect(shareShaped(response.body).length, response.url).toBeLessThanOrEqual(1)
  // The host never sees a share.
  for (const share of [authShare, recoveryShare])
    expect(hostSeen.filter((text) => text.includes(share ?? '-'))).toEqual([])
}
