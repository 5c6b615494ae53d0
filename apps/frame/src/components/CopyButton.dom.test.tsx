// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { toastAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { CopyButton } from './CopyButton'

const root = testRoot()
afterEach(() => {
  vi.unstubAllGlobals()
})

it('as an icon: draws the frame’s copy icon, not a text symbol, is named for what it copies, and copies it', async () => {
  const writeText = vi.fn(async () => undefined)
  vi.stubGlobal('navigator', { clipboard: { writeText } })
  const made = viewFrame()
  await root.render(
    made.wrap(<CopyButton text="0xabc" what="address" chain="Solana" icon className="latch-icon-button" />),
  )
  const button = root.container.querySelector('button')
  expect(button?.getAttribute('aria-label')).toBe('Copy Solana address')
  expect(button?.textContent).toBe('')
  const icon = button?.querySelector<HTMLElement>('.latch-icon')
  expect(icon?.dataset.icon).toBe('copy')
  expect(icon?.getAttribute('aria-hidden')).toBe('true')
  await act(async () => button?.click())
  expect(writeText).toHaveBeenCalledWith('0xabc')
  expect(made.store.get(toastAtom)).toMatchObject({ open: true, message: 'Solana address copied' })
})

it('as text: says what it copies, and waits while there is nothing to copy', async () => {
  await root.render(viewFrame().wrap(<CopyButton text={undefined} what="link" />))
  const button = root.container.querySelector('button')
  expect(button?.textContent).toBe('Copy link')
  expect(button?.getAttribute('aria-label')).toBeNull()
  expect(button?.disabled).toBe(true)
})
