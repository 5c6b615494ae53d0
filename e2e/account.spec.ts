import { expect, test } from '@playwright/test'
import type { Hex } from 'viem'
import { deployments, devnetRpc } from './devnet'
import { connectDevWallet, devAddress, hostUrl, latchFrame, openFreshHost, overlay } from './fixtures'

/** The USD price of ETH on devnet A, from the reserves of the WETH/USDL pool (USDL has 6 decimals). */
async function ethPriceFromPool(): Promise<number> {
  const devnet = deployments()
  const pair = devnet.pairs.find((candidate) =>
    [candidate.token0, candidate.token1].every((token) => [devnet.weth, devnet.usdToken].includes(token)),
  )
  if (!pair) throw new Error('no WETH/USDL pool')
  // getReserves(): two uint112 words (and a timestamp).
  const reserves = await devnetRpc<Hex>('eth_call', [{ to: pair.address, data: '0x0902f1ac' }, 'latest'])
  const [reserve0, reserve1] = [reserves.slice(2, 66), reserves.slice(66, 130)].map((word) =>
    BigInt(`0x${word}`),
  )
  const wethFirst = pair.token0.toLowerCase() === devnet.weth.toLowerCase()
  const [weth, usd] = wethFirst ? [reserve0, reserve1] : [reserve1, reserve0]
  return Number(usd) / 1e6 / (Number(weth) / 1e18)
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''))
const amount = (text: string | null) => Number((text ?? '').split(' ')[0]?.replace(/,/g, ''))

test.describe('the account: tokens, networks, receive', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('tokens show with USD values that match the devnet pools, and the total adds them up', async ({
    page,
  }) => {
    await connectDevWallet(page)
    const frame = latchFrame(page)
    const rows = frame.getByTestId('token-row')
    const eth = rows.filter({ hasText: 'ETH' }).filter({ hasNotText: 'WETH' }).first()
    await expect(eth).toBeVisible()
    const price = await ethPriceFromPool()
    const quantity = amount(await eth.getByTestId('token-quantity').textContent())
    const value = dollars(await eth.getByTestId('token-value').textContent())
    // The list shows four decimals of the quantity: the value may differ by that much ETH, and a cent.
    expect(Math.abs(value - quantity * price)).toBeLessThan(price * 0.0001 + 0.01)
    const values = await rows.getByTestId('token-value').allTextContents()
    const total = dollars(await frame.getByTestId('account-total').textContent())
    expect(Math.abs(total - values.map(dollars).reduce((sum, each) => sum + each, 0))).toBeLessThan(0.02)
  })

  test('the tab chosen stays chosen when the modal closes and opens again', async ({ page }) => {
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await frame.getByRole('tab', { name: 'Activity' }).click()
    await expect(frame.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect(frame.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  })

  test('receive shows the address as a QR code and as text, and the networks it is good on', async ({
    page,
  }) => {
    await connectDevWallet(page)
    const frame = latchFrame(page)
    // The address's copy button draws the frame's copy icon (an SVG mask that every font shows),
    // and copies.
    const copy = frame.getByRole('button', { name: 'Copy address' }).first()
    await expect(copy).toHaveText('')
    const icon = await copy.locator('.latch-icon').boundingBox()
    expect(icon).toMatchObject({ width: 16, height: 16 })
    await copy.click()
    await expect(frame.getByRole('status')).toHaveText('Address copied')
    await frame.getByRole('button', { name: 'Receive', exact: true }).click()
    await expect(frame.locator('[data-view="WalletReceive"]')).toBeVisible()
    await expect(frame.getByRole('img', { name: 'Your address as a QR code' })).toBeVisible()
    await expect(frame.getByTestId('receive-address')).toHaveText(devAddress)
    const networks = frame.getByRole('list', { name: 'Networks this address receives on' })
    await expect(networks).toContainText('Latch Devnet A')
    await expect(networks).toContainText('Latch Devnet B')
  })

  test('a failed balance fetch shows the toast once, and none is fetched again within 30 s', async ({
    page,
  }) => {
    await page.clock.install()
    let fetches = 0
    await page.context().route('**/api/v1/account/*/balance?*', (route) => {
      fetches++
      return route.fulfill({ status: 502, json: { error: 'node unreachable' } })
    })
    await connectDevWallet(page)
    const frame = latchFrame(page)
    // The query cache tries three more times, 1 s, 2 s and 4 s apart (docs/architecture.md#server-data),
    // and each try is two requests: the client sends a 502 once more itself (docs/retries.md).
    await expect(frame.getByText('Token Balance Unavailable')).toBeVisible({ timeout: 15_000 })
    expect(fetches).toBe(8)
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    await page.clock.runFor(2_000)
    expect(fetches).toBe(8)
    await expect(frame.getByText('Token Balance Unavailable')).toBeHidden()

    await page.clock.fastForward(30_000)
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect.poll(() => fetches).toBeGreaterThanOrEqual(10)
  })

  test('a view the modal does not have is refused by name', async ({ page }) => {
    await page.goto(`${hostUrl}/script-tag.html`)
    const refusal = await page.evaluate(() =>
      (
        window as unknown as { Latch: { getLatch(): { open(o: { view: string }): Promise<unknown> } } }
      ).Latch.getLatch()
        .open({ view: 'ConnectingTelegram' })
        .then(
          () => 'opened',
          (error: Error) => error.message,
        ),
    )
    expect(refusal).toContain('Unknown view "ConnectingTelegram"')
    await expect(overlay(page)).toBeHidden()
  })
})
