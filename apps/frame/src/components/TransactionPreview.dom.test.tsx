// @vitest-environment happy-dom
import { getDefaultStore } from 'jotai'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { testRoot } from '@/views/internal/testing/testRoot'
import { untilArmed } from '@/views/internal/testing/untilArmed'
import { NothingToReview, PreviewAmount, TransactionPreview } from './TransactionPreview'

const root = testRoot()
const { container, button } = root
const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`)

function preview(props: Partial<Parameters<typeof TransactionPreview>[0]> = {}) {
  const run = vi.fn()
  const onCancel = vi.fn()
  const node = (
    <TransactionPreview
      view="WalletSendPreview"
      name="send"
      waiting={false}
      action={{ label: 'Confirm', run }}
      onCancel={onCancel}
      {...props}
    >
      <PreviewAmount
        label="You send"
        token={{ symbol: 'USDL' }}
        amount="5"
        usd={5}
        testId="amount"
        usdTestId="usd"
      />
    </TransactionPreview>
  )
  return { node, run, onCancel }
}

describe('TransactionPreview', () => {
  it('shows what moves, and acts on Confirm once armed, or cancels', async () => {
    const { node, run, onCancel } = preview()
    await root.render(node)
    expect(container.querySelector('[data-view="WalletSendPreview"]')).not.toBeNull()
    expect(byTestId('amount')?.textContent).toBe('5 USDL')
    expect(byTestId('usd')?.textContent).toBe('$5.00')
    await untilArmed(button('Confirm'))
    await act(async () => button('Confirm')?.click())
    await act(async () => button('Cancel')?.click())
    expect(run).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('while waiting, says on what and lets nothing be started or cancelled; the note and error wait', async () => {
    const { node } = preview({
      waiting: true,
      status: 'Confirm transaction in your wallet',
      note: 'Declined in the wallet.',
      error: 'Transaction error',
    })
    await root.render(node)
    const status = byTestId('send-waiting')
    expect(status?.getAttribute('role')).toBe('status')
    expect(status?.textContent).toBe('Confirm transaction in your wallet')
    expect(button('Confirm')?.disabled).toBe(true)
    expect(button('Cancel')?.disabled).toBe(true)
    expect(byTestId('send-note')).toBeNull()
    expect(byTestId('send-error')).toBeNull()
  })

  it('shows the note and the error once nothing is waited on, the error as an alert', async () => {
    const { node } = preview({
      note: 'Declined in the wallet.',
      error: 'Transaction error',
      notice: 'First allow it.',
    })
    await root.render(node)
    expect(byTestId('send-note')?.textContent).toBe('Declined in the wallet.')
    expect(byTestId('send-error')?.getAttribute('role')).toBe('alert')
    expect(container.textContent).toContain('First allow it.')
  })
})

describe('NothingToReview', () => {
  it('says there is nothing, and goes back', async () => {
    const onBack = vi.fn()
    await root.render(<NothingToReview view="SwapPreview" what="swap" onBack={onBack} />)
    expect(container.textContent).toContain('There is no swap to review yet.')
    await act(async () => button('Back')?.click())
    expect(onBack).toHaveBeenCalled()
  })

  it("says so in the visitor's language, as Cancel and the amounts of a preview", async () => {
    const store = getDefaultStore()
    await act(async () => applyLocale(store, 'fr'))
    await root.render(<NothingToReview view="WalletSendPreview" what="send" onBack={vi.fn()} />)
    expect(container.textContent).toBe('Il n’y a pas encore d’envoi à vérifier.Retour')
    await root.render(preview().node)
    expect(button('Annuler')).toBeTruthy()
    await root.render(
      <PreviewAmount
        label="Vous envoyez"
        token={{ symbol: 'USDL' }}
        amount="5"
        usd={1234.5}
        testId="amount"
        usdTestId="usd"
      />,
    )
    expect(byTestId('usd')?.textContent?.replace(/\s/g, ' ')).toBe('1 234,50 $US')
    await act(async () => applyLocale(store, 'en'))
  })
})
