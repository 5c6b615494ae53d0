// Part of `npm run bench`: the swap quote as a user waits for it. With the host's dev wallet
// connected and Swap open on ETH → USDL, an amount is typed and the time to the quote for it painted
// is measured (the Swap view marks latch:painted:quote one animation frame after it shows a quote
// for the amount in the field). The typing pause before a quote is asked is part of the wait.
import { connectedHost } from './benchAccount.mjs'
import { markAfter, row } from './benchStats.mjs'

const now = (target) => target.evaluate(() => performance.timeOrigin + performance.now())

/**
 * Types `runs` amounts in Swap and prints the table of amount typed → quote painted.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
export async function benchSwap(browser, runs) {
  const { context, page, frame } = await connectedHost(browser)
  await page.getByRole('button', { name: 'Open Latch' }).click()
  await frame.getByRole('button', { name: 'Swap', exact: true }).click()
  await frame.getByTestId('swap-to-token').click()
  await frame.getByRole('searchbox').fill('USDL')
  await frame
    .getByRole('button', { name: /^USDL\b/ })
    .first()
    .click()
  const pay = frame.getByRole('textbox', { name: 'You pay' })
  await frame.getByRole('textbox', { name: 'You receive' }).waitFor()

  const typed = []
  for (let i = 0; i < runs; i++) {
    const start = await now(frame)
    await pay.fill(`${1 + (i + 1) / 100}`)
    typed.push((await markAfter(frame, 'latch:painted:quote', start)) - start)
  }
  await context.close()
  console.log(`\n| swap (Chromium, ${runs} amounts) | median | p95 |\n|---|---:|---:|`)
  console.log(row('amount typed → quote painted', typed))
}
