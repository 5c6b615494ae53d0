import { describe, expect, it } from 'vitest'
import { alice, eth, sendToAlice, usdl } from './internal/testing/sendFixtures'
import { initialSendState } from './SendState'
import {
  insufficientBalance,
  insufficientGas,
  type SendAction,
  sendReducer,
  validateSend,
} from './sendReducer'

const wei = (ether: number) => BigInt(ether * 1e6) * 10n ** 12n

const run = (...actions: SendAction[]) =>
  actions.reduce(sendReducer, { ...initialSendState, key: '31337:0xabc' })
const ready = sendToAlice('31337:0xabc')
const checks = { tokens: [eth, usdl], nativeBalance: wei(2), gasCost: undefined, isSmartAccount: false }

describe('sendReducer', () => {
  it('starts afresh for another account or network, and keeps the send being typed for the same one', () => {
    const typed = run({ type: 'setAmount', amount: '5' })
    expect(sendReducer(typed, { type: 'start', key: '31337:0xabc', namespace: 'eip155' })).toBe(typed)
    expect(sendReducer(typed, { type: 'start', key: '31338:0xabc', namespace: 'eip155' })).toEqual({
      ...initialSendState,
      key: '31338:0xabc',
    })
  })

  it('keeps what was picked before the first send began, as the send of the account starting', () => {
    const picked = sendReducer(initialSendState, { type: 'pickToken', token: 'native' })
    const started = sendReducer(picked, { type: 'start', key: 'bip122:0f91:bcrt1q', namespace: 'bip122' })
    expect(started).toEqual({
      ...initialSendState,
      token: 'native',
      key: 'bip122:0f91:bcrt1q',
      namespace: 'bip122',
    })
  })

  it("starts a Solana account's send as one, and keeps its namespace when the send is done", () => {
    const solanaKey = 'solana:localnet:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const started = sendReducer(run({ type: 'setAmount', amount: '5' }), {
      type: 'start',
      key: solanaKey,
      namespace: 'solana',
    })
    expect(started).toEqual({ ...initialSendState, key: solanaKey, namespace: 'solana' })
    expect(sendReducer({ ...started, amount: '1' }, { type: 'reset' })).toEqual(started)
  })

  it('resolves the recipient being typed, and drops an answer for text since changed', () => {
    const typing = run({ type: 'setRecipient', recipient: 'alice.latch.id' })
    expect(typing.resolving).toBe(true)
    const stale = sendReducer(typing, {
      type: 'recipientResolved',
      recipient: 'alice.latch',
      resolution: { ok: false, error: 'No address found for alice.latch' },
    })
    expect(stale).toBe(typing)
    const done = sendReducer(typing, {
      type: 'recipientResolved',
      recipient: 'alice.latch.id',
      resolution: { ok: true, recipient: { address: alice, name: 'alice.latch.id' } },
    })
    expect(done).toMatchObject({ resolving: false, resolved: { address: alice }, recipientError: undefined })
    expect(sendReducer(done, { type: 'setRecipient', recipient: '' })).toMatchObject({
      resolving: false,
      resolved: undefined,
    })
  })

  it('previews once estimated; any edit drops the estimate and goes back to editing', () => {
    const fee = { namespace: 'eip155', total: 21_000n, gas: 21_000n, gasPrice: 1n } as const
    const previewed = [{ type: 'estimateStart' } as const, { type: 'estimated', fee } as const].reduce(
      sendReducer,
      ready,
    )
    expect(previewed).toMatchObject({ step: 'preview', fee, estimating: false })
    expect(sendReducer(previewed, { type: 'setAmount', amount: '6' })).toMatchObject({
      step: 'edit',
      fee: undefined,
      amount: '6',
    })
    const failed = sendReducer(sendReducer(ready, { type: 'estimateStart' }), {
      type: 'estimateFailed',
      error: 'execution reverted',
    })
    expect(failed).toMatchObject({ step: 'edit', estimating: false, error: 'execution reverted' })
  })

  it('waits on the wallet without taking edits; a refusal returns to the preview with its note', () => {
    const fee = { namespace: 'eip155', total: 21_000n, gas: 21_000n, gasPrice: 1n } as const
    const confirming = [{ type: 'estimated', fee } as const, { type: 'confirmStart' } as const].reduce(
      sendReducer,
      ready,
    )
    expect(confirming.step).toBe('confirming')
    expect(sendReducer(confirming, { type: 'setAmount', amount: '9' })).toBe(confirming)
    expect(sendReducer(confirming, { type: 'declined', note: 'You declined' })).toMatchObject({
      step: 'preview',
      note: 'You declined',
      fee,
    })
    expect(sendReducer(confirming, { type: 'sendFailed', error: 'nonce too low' })).toMatchObject({
      step: 'preview',
      error: 'nonce too low',
    })
    const sent = sendReducer(confirming, { type: 'sent', hash: '0x12' })
    expect(sent).toMatchObject({ step: 'sent', hash: '0x12' })
    expect(sendReducer(sent, { type: 'reset' })).toEqual({ ...initialSendState, key: '31337:0xabc' })
  })

  it('confirms only from the preview', () => {
    expect(sendReducer(ready, { type: 'confirmStart' })).toBe(ready)
  })
})

describe('validateSend', () => {
  it('passes a send that can be previewed', () => {
    expect(validateSend(ready, checks)).toBeUndefined()
  })

  it('asks for a token and an amount that parses and is above 0', () => {
    expect(validateSend({ ...ready, token: undefined }, checks)).toBe('Select a token')
    expect(validateSend({ ...ready, token: 'eip155:31337:0xgone' }, checks)).toBe('Select a token')
    expect(validateSend({ ...ready, amount: '' }, checks)).toBe('Enter an amount')
    expect(validateSend({ ...ready, amount: '1e3' }, checks)).toBe('Enter digits and at most one dot')
    expect(validateSend({ ...ready, amount: '0.0000001' }, checks)).toBe('At most 6 decimal places')
    expect(validateSend({ ...ready, amount: '0.00' }, checks)).toBe('Enter an amount above 0')
  })

  it("gives 'Insufficient balance' above the token's quantity, not at it", () => {
    expect(validateSend({ ...ready, amount: '100.5' }, checks)).toBeUndefined()
    expect(validateSend({ ...ready, amount: '100.500001' }, checks)).toBe(insufficientBalance)
  })

  it('fails the gas check with no coin held, or a fee above it (the amount too for a coin send)', () => {
    expect(validateSend(ready, { ...checks, nativeBalance: 0n })).toBe(insufficientGas)
    expect(validateSend(ready, { ...checks, gasCost: wei(2) })).toBeUndefined()
    expect(validateSend(ready, { ...checks, gasCost: wei(2) + 1n })).toBe(insufficientGas)
    const coin = { ...ready, token: eth.address, amount: '1.5' }
    expect(validateSend(coin, { ...checks, gasCost: wei(0.5) })).toBeUndefined()
    expect(validateSend(coin, { ...checks, gasCost: wei(0.5) + 1n })).toBe(insufficientGas)
    // Unknown balance: nothing to check against yet.
    expect(validateSend(ready, { ...checks, nativeBalance: undefined, gasCost: wei(5) })).toBeUndefined()
  })

  it('skips the gas check for smart accounts (docs/behaviour.md#validation)', () => {
    expect(validateSend(ready, { ...checks, nativeBalance: 0n, isSmartAccount: true })).toBeUndefined()
  })

  it('asks for a recipient that resolved', () => {
    expect(validateSend({ ...ready, recipient: ' ', resolved: undefined }, checks)).toBe('Enter a recipient')
    expect(validateSend({ ...ready, resolving: true, resolved: undefined }, checks)).toBe(
      'Resolving the name…',
    )
    expect(
      validateSend(
        { ...ready, resolved: undefined, recipientError: 'No address found for alice.latch.id' },
        checks,
      ),
    ).toBe('Invalid recipient')
  })
})
