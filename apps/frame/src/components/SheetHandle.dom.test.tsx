// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { testRoot } from '@/views/internal/testing/testRoot'
import { SheetHandle } from './SheetHandle'

const root = testRoot()

function Sheet(props: { onClose: () => void }) {
  const sheet = useRef<HTMLDivElement>(null)
  return (
    <div ref={sheet} data-testid="sheet">
      <SheetHandle sheet={sheet} onClose={props.onClose} />
    </div>
  )
}

async function renderSheet() {
  const onClose = vi.fn()
  await root.render(<Sheet onClose={onClose} />)
  const sheet = root.container.querySelector<HTMLElement>('[data-testid="sheet"]')
  const handle = root.container.querySelector<HTMLElement>('[data-testid="sheet-handle"]')
  if (!sheet || !handle) throw new Error('no sheet')
  // happy-dom lays nothing out: the sheet is given a phone sheet's height.
  Object.defineProperty(sheet, 'offsetHeight', { value: 480 })
  // happy-dom has no pointer capture; the handle asks for it on every drag.
  handle.setPointerCapture = vi.fn()
  const pointer = (type: string, clientY: number, pointerId = 1) =>
    act(async () => {
      handle.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId, clientY, isPrimary: true }))
    })
  return { onClose, sheet, handle, pointer }
}

describe('SheetHandle', () => {
  it('is hidden from assistive technology: Close and Escape do what it does', async () => {
    const { handle } = await renderSheet()
    expect(handle.getAttribute('aria-hidden')).toBe('true')
    expect(handle.tabIndex).toBe(-1)
  })

  it('moves the sheet with the finger, down only, and untouched by the settling animation meanwhile', async () => {
    const { sheet, handle, pointer } = await renderSheet()
    await pointer('pointerdown', 100)
    expect(handle.setPointerCapture).toHaveBeenCalledWith(1)
    expect(sheet.style.transition).toBe('none')
    await pointer('pointermove', 160)
    expect(sheet.style.transform).toBe('translateY(60px)')
    await pointer('pointermove', 40)
    expect(sheet.style.transform).toBe('')
    // Another finger does not move it.
    await pointer('pointermove', 300, 2)
    expect(sheet.style.transform).toBe('')
  })

  it('closes the modal once dragged past a quarter of the sheet, and puts the sheet back', async () => {
    const { onClose, sheet, pointer } = await renderSheet()
    await pointer('pointerdown', 100)
    await pointer('pointermove', 230)
    await pointer('pointerup', 230)
    expect(onClose).toHaveBeenCalledOnce()
    expect(sheet.style.transform).toBe('')
    expect(sheet.style.transition).toBe('')
  })

  it('closes the modal on a flick: a short drag, fast', async () => {
    const { onClose, pointer } = await renderSheet()
    await pointer('pointerdown', 100)
    await pointer('pointerup', 140)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('settles back after a short slow drag, and after a cancelled one however far', async () => {
    const { onClose, sheet, pointer } = await renderSheet()
    await pointer('pointerdown', 100)
    await pointer('pointermove', 140)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await pointer('pointerup', 140)
    expect(onClose).not.toHaveBeenCalled()
    expect(sheet.style.transform).toBe('')

    await pointer('pointerdown', 100)
    await pointer('pointermove', 400)
    await pointer('pointercancel', 400)
    expect(onClose).not.toHaveBeenCalled()
    expect(sheet.style.transform).toBe('')
  })
})
