import { expect, test } from '@playwright/test'
import { disallowedHostUrl, hostUrl, latchFrame, overlay } from './fixtures'

test.describe('only allowed pages get a working modal', () => {
  test('a page outside the allow-list gets a clear refusal and no connection', async ({ page }) => {
    await page.goto(disallowedHostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid App Configuration')
    await expect(overlay(page)).toHaveCount(0)
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
