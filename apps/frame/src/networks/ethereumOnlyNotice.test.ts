import { describe, expect, it } from 'vitest'
import messages from '@/i18n/compiled/en/ethereumOnly'
import { ethereumOnlyNotice } from './ethereumOnlyNotice'

const t = messages.ethereumOnly

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('ethereumOnlyNotice', () => {
  it('says nothing on eip155', () => {
    expect(ethereumOnlyNotice(t, 'swap', 'eip155', address)).toBeUndefined()
  })

  it('names the feature, the Ethereum account it uses and the namespace it does not serve', () => {
    expect(ethereumOnlyNotice(t, 'swap', 'solana', address)).toBe(
      'Swaps are on Ethereum networks only for now: this uses your Ethereum account 0xf39F…2266, not your Solana account.',
    )
    expect(ethereumOnlyNotice(t, 'buy', 'solana', address)).toMatch(
      /^Buying crypto is on Ethereum networks only/,
    )
    expect(ethereumOnlyNotice(t, 'names', 'bip122', undefined)).toBe(
      'Names are on Ethereum networks only for now: this uses an Ethereum account, not your Bitcoin account.',
    )
  })
})
