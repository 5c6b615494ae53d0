import { expect, test } from '@playwright/test'
import { storageMode } from './storageMode'

// The switches the suite's browsers run with (scripts/chromium.mjs, docs/testing.md).

test("the browser's last --disable-features keeps what Playwright's own turned off", async ({
  page,
}, testInfo) => {
  test.skip(storageMode(testInfo) !== 'storage-blocked', 'the partitioned mode replaces the list on purpose')
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  // Playwright's switches come first, ours last, and Chromium reads only the last one.
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    (match[1] ?? '').split(','),
  )
  expect(lists).toHaveLength(2)
  const [playwrights = [], ours = []] = lists
  expect(ours).toEqual(expect.arrayContaining(playwrights))
  expect(ours).toContain('WebUIOmniboxPopup')
})

test("a new window loads none of the address bar's popups", async ({ browser, page }) => {
  await page.goto('about:blank')
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
  await session.detach()
  expect(targetInfos.map((target) => target.url)).toContain('about:blank')
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([])
})
