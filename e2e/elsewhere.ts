import { type BrowserContext, test as base, type Page } from '@playwright/test'

// Contexts opened by openElsewhere during the running test; the fixture below closes them.
const contexts = new Set<BrowserContext>()
let active = false

/**
 * Playwright's `test` with what openElsewhere needs: the contexts it opens close when the test
 * ends, before the next one starts. A spec that calls openElsewhere (or openWebWallet) imports
 * `test` from here.
 */
export const test = base.extend<{ elsewhere: undefined }>({
  elsewhere: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      active = true
      await use(undefined)
      active = false
      await Promise.all([...contexts].map((context) => context.close()))
      contexts.clear()
    },
    { auto: true },
  ],
})

/**
 * Opens `url` in a browser context of its own, as a wallet on a phone or in another browser is.
 * Once a second window of the host's own context takes input, headless Chromium draws the host's
 * cross-site frame at one frame a second, and every action in the frame waits seconds for a
 * steady element (docs/testing.md).
 */
export async function openElsewhere(page: Page, url: string): Promise<Page> {
  const browser = page.context().browser()
  if (!active) throw new Error('openElsewhere needs `test` from e2e/elsewhere.ts, which closes what it opens')
  if (!browser) throw new Error('openElsewhere needs a page of a launched browser')
  const context = await browser.newContext()
  contexts.add(context)
  const other = await context.newPage()
  await other.goto(url)
  return other
}
