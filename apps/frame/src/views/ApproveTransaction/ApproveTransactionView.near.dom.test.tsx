// @vitest-environment happy-dom
import { KeyPair } from '@near-js/crypto'
import { actionCreators, createTransaction } from '@near-js/transactions'
import { describe, expect, it, vi } from 'vitest'
import { resolveNearNetworks } from '@/networks/knownNearNetworks'
import { approvalsAtom, nearNetworksAtom, sendLimitAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ApproveTransactionView } from './ApproveTransactionView'

const accountId = 'c4b8f2d1a9e7'.padEnd(64, '0')
const nonce = new Uint8Array(32).fill(0x0f)
const root = testRoot()
const { container } = root

async function mount(params: unknown, method = 'near_signMessage', address = accountId) {
  const { store, wrap } = viewFrame({
    route: { history: ['ApproveTransaction'] },
    connection: {
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      chainId: 31_337,
    },
  })
  store.set(nearNetworksAtom, resolveNearNetworks(['near:testnet']))
  // A wallet without a send limit: Approve asks for no code.
  store.set(sendLimitAtom, { step: 'known', limitUsd: null })
  store.set(approvalsAtom, [
    {
      id: 'approval-1',
      origin: 'http://localhost:5173',
      request: {
        namespace: 'near',
        method,
        params,
        caipNetworkId: 'near:testnet',
        address,
      },
      resolve: vi.fn(),
      reject: vi.fn(),
    },
  ])
  await root.render(wrap(<ApproveTransactionView />))
}

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

describe('ApproveTransactionView: a NEAR message (NEP-413)', () => {
  it('says who asks with which NEAR account, whom the signature is for, the nonce, and the message as text', async () => {
    await mount({
      message: '<b>Sign in</b>',
      recipient: 'localhost',
      nonce,
      callbackUrl: 'http://localhost:5173/in',
    })
    expect(container.textContent).toContain(
      'http://localhost:5173 asks you to sign a message with your NEAR account',
    )
    expect(container.querySelector('[data-testid="approve-account"]')?.getAttribute('title')).toBe(accountId)
    expect(container.textContent).toContain('NEAR Testnet')
    expect(text('approve-recipient')).toBe('localhost')
    expect(container.textContent).toContain('http://localhost:5173/in')
    expect(container.textContent).toContain(`0x${'0f'.repeat(32)}`)
    expect(text('approve-message')).toBe('<b>Sign in</b>')
    expect(container.querySelector('[data-testid="approve-message"] b')).toBeNull()
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, false])
  })

  it('warns where the signature is for another site than the one asking', async () => {
    await mount({ message: 'Sign in', recipient: 'bank.example', nonce })
    expect(container.textContent).toContain(
      'This signature is for bank.example, not for localhost, the site asking: sign only if you mean to sign in to bank.example',
    )
  })

  it('offers only Reject for a request it cannot read', async () => {
    await mount({ message: 'no nonce', recipient: 'localhost' })
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Latch cannot read this request')
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, true])
  })
})

describe('ApproveTransactionView: a NEAR transaction', () => {
  const key = KeyPair.fromRandom('ed25519').getPublicKey()
  const owner = Buffer.from(key.data).toString('hex')
  const transaction = (actions: ReturnType<typeof actionCreators.transfer>[]) => ({
    transaction: createTransaction(owner, key, 'app.testnet', 3n, actions, new Uint8Array(32)).encode(),
  })

  it('says what it does in words: receiver, what it sends, gas, each action with its arguments as text', async () => {
    await mount(
      transaction([
        actionCreators.transfer(2n * 10n ** 24n),
        actionCreators.functionCall('vote', { choice: '<b>yes</b>' }, 10_000_000_000_000n, 0n),
      ]),
      'near_signTransaction',
      owner,
    )
    expect(container.textContent).toContain('http://localhost:5173 asks you to sign a NEAR transaction')
    expect(text('approve-to')).toBe('app.testnet')
    expect(text('approve-value')).toBe('2 NEAR')
    expect(container.textContent).toContain('up to 10 TGas')
    const actions = [...container.querySelectorAll('[data-testid="approve-actions"] > li')]
    expect(actions.map((action) => action.firstChild?.textContent)).toEqual([
      'Sends 2 NEAR to app.testnet',
      'Calls vote on app.testnet, with up to 10 TGas',
    ])
    expect(actions[1]?.querySelector('pre')?.textContent).toBe('{"choice":"<b>yes</b>"}')
    expect(container.querySelector('[data-testid="approve-actions"] b')).toBeNull()
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, false])
  })

  it('warns of a key given full access', async () => {
    const friend = KeyPair.fromRandom('ed25519').getPublicKey()
    await mount(
      transaction([actionCreators.addKey(friend, actionCreators.fullAccessKey())]),
      'near_signTransaction',
      owner,
    )
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      `Whoever holds the key ${friend.toString()} gets full control of app.testnet`,
    )
  })

  it('shows several transactions in turn, each in words', async () => {
    const [first, second] = [
      transaction([actionCreators.transfer(10n ** 24n)]),
      transaction([actionCreators.transfer(3n * 10n ** 24n)]),
    ]
    await mount({ transactions: [first.transaction, second.transaction] }, 'near_signTransactions', owner)
    expect(container.textContent).toContain('http://localhost:5173 asks you to sign NEAR transactions')
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Transaction 1 of 2', 'Transaction 2 of 2']),
    )
    expect(
      [...container.querySelectorAll('[data-testid="approve-value"]')].map((value) => value.textContent),
    ).toEqual(['1 NEAR', '3 NEAR'])
  })

  it("offers only Reject for another account's transaction", async () => {
    await mount(transaction([actionCreators.transfer(1n)]), 'near_signTransaction')
    expect(container.textContent).toContain(`The transaction is signed by ${owner}, not by this account`)
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, true])
  })
})
