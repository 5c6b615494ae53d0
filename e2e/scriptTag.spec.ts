import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { solanaDevKey } from '@latch/localnet/solana'
import { expect, type Response, test } from '@playwright/test'
import { answerInDevWallet, devAddress, devWallet, hostUrl, latchFrame, reopenOnAccount } from './fixtures'

test('the script-tag build: Latch.openModal() with no other code, then a connection', async ({ page }) => {
  await page.goto(`${hostUrl}/script-tag.html`)
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  // The frame preloads as soon as the script runs.
  await expect(page.locator('iframe[data-latch-frame]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Open Latch' }).click()
  const frame = latchFrame(page)
  await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
  await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerInDevWallet(page, 'Approve')
  await expect(page.getByTestId('address')).toHaveText(devAddress)
  await reopenOnAccount(page)
})

test("the frame's scripts and styles come as the build compressed them, in Brotli, for good", async ({
  page,
}) => {
  // apps/frame/server/staticAssets.mjs answers them; the suite runs the frame's own server on the build.
  // Each response's headers are read as it comes, and all of them are awaited before the checks.
  const answers: Promise<{ url: string; encoding: string | undefined; caching: string | undefined }>[] = []
  const listener = (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/_next/static/')) return
    answers.push(
      response.allHeaders().then((headers) => ({
        url: response.url(),
        encoding: headers['content-encoding'],
        caching: headers['cache-control'],
      })),
    )
  }
  page.on('response', listener)
  await page.goto(`${hostUrl}/script-tag.html`)
  await page.getByRole('button', { name: 'Open Latch' }).click()
  await expect(latchFrame(page).locator('[data-view="Connect"]')).toBeVisible()
  // The chunks the frame fetches once Connect has painted may be answered after this test's page is
  // closed, when reading their headers fails: only what came until now is checked.
  page.off('response', listener)
  const statics = await Promise.all(answers)
  expect(statics.filter(({ url }) => url.endsWith('.js')).length).toBeGreaterThan(5)
  expect(statics.filter(({ url }) => url.endsWith('.css')).length).toBeGreaterThan(0)
  for (const answer of statics)
    expect(answer, answer.url).toMatchObject({
      encoding: 'br',
      caching: 'public, max-age=31536000, immutable',
    })
})

test("data-locale on the script tag chooses the modal's language", async ({ page }) => {
  // The script-tag page's tag with data-locale="de", as a site would write it: the attribute is set
  // as the parser adds the tag, before the SDK runs and reads it.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.endsWith('/sdk.js')) {
            node.dataset.locale = 'de'
            observer.disconnect()
          }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(`${hostUrl}/script-tag.html`)
  expect(await page.locator('script[src$="/sdk.js"]').getAttribute('data-locale')).toBe('de')
  await page.getByRole('button', { name: 'Open Latch' }).click()
  const frame = latchFrame(page)
  await expect(frame.getByRole('dialog', { name: 'Wallet verbinden' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Weiter mit Google' })).toBeVisible()
})

// The host demo's dev Solana and Bitcoin wallets of Wallet Standard, each the dev mnemonic's first
// key of its chain, and its dev Bitcoin wallet of sats-connect (the third Bitcoin key).
const pageWallets = [
  {
    name: 'Solana',
    chain: 'Solana',
    wallet: /Latch Dev Solana Wallet/,
    account: `solana:localnet:${solanaDevKey(0).address}`,
  },
  {
    name: 'Bitcoin',
    chain: 'Bitcoin',
    wallet: /Latch Dev Bitcoin Wallet/,
    account: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${bitcoinDevKey(0).address}`,
  },
  {
    name: 'sats-connect Bitcoin',
    chain: 'Bitcoin',
    wallet: /Latch Dev Sats Wallet/,
    account: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${bitcoinDevKey(2).address}`,
  },
]

for (const { name, chain, wallet, account } of pageWallets)
  test(`the script tag bridges the page's wallets of other chains: the dev ${name} wallet, registered after it, connects through Connect under ${chain} and comes back after a reload`, async ({
    page,
  }) => {
    await page.goto(`${hostUrl}/script-tag.html`)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.getByRole('button', { name: `Connect a ${chain} wallet` }).click()
    const frame = latchFrame(page)
    await expect(
      frame.getByRole('group', { name: 'Accounts on' }).getByRole('button', { name: chain }),
    ).toHaveAttribute('aria-pressed', 'true')
    await frame.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: wallet }).click()
    await answerInDevWallet(page, 'Approve')
    await expect(page.getByTestId('accounts')).toHaveText(account)
    await expect(page.getByTestId('address')).toHaveText('')

    // The bridge is in before the frame's handshake, so the frame finds the wallet to reconnect.
    await page.reload()
    await expect(page.getByTestId('accounts')).toHaveText(account)
    await expect(devWallet(page)).toHaveCount(0)
  })

test('every host call is answered through the real SDK and channel: one nested 3,000 deep is refused with -32602 at once, one 50 deep reaches the frame, and the next call works', async ({
  page,
}) => {
  await page.goto(`${hostUrl}/script-tag.html`)
  const outcomes = await page.evaluate(async () => {
    type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
    const { provider } = (
      window as unknown as { Latch: { getLatch(): { provider: Provider } } }
    ).Latch.getLatch()
    const nested = (depth: number) => {
      let value: unknown = 1
      for (let level = 0; level < depth; level++) value = { a: value }
      return value
    }
    // Each call gets 5 s: one that is never answered fails the test instead of hanging it.
    const settle = async (call: Promise<unknown>) => {
      const started = performance.now()
      const late = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer in 5 s')), 5000),
      )
      try {
        return { result: await Promise.race([call, late]), ms: performance.now() - started }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown }
        return { code, message: String(message), ms: performance.now() - started }
      }
    }
    return {
      deep: await settle(provider.request({ method: 'eth_call', params: [nested(3000)] })),
      shallow: await settle(provider.request({ method: 'eth_call', params: [nested(50)] })),
      after: await settle(provider.request({ method: 'eth_chainId' })),
    }
  })
  expect(outcomes.deep).toMatchObject({ code: -32602 })
  expect(outcomes.deep.ms).toBeLessThan(1000)
  // The shallower one went through the frame to the devnet's node, which answered the empty call.
  expect(outcomes.shallow).toMatchObject({ result: '0x' })
  expect(outcomes.after).toMatchObject({ result: '0x7a69' })
})
