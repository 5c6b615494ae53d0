import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { addRecentWallet } from './addRecentWallet'

const wallet = (id: string): CatalogueWallet => ({ id, name: id })

describe('addRecentWallet', () => {
  it('puts the wallet first', () => {
    expect(addRecentWallet([wallet('a')], wallet('b')).map((w) => w.id)).toEqual(['b', 'a'])
  })

  it('remembers two wallets', () => {
    expect(addRecentWallet([wallet('a'), wallet('b')], wallet('c')).map((w) => w.id)).toEqual(['c', 'a'])
  })

  it('moves a wallet already listed to the front instead of listing it twice', () => {
    expect(addRecentWallet([wallet('a'), wallet('b')], wallet('b')).map((w) => w.id)).toEqual(['b', 'a'])
  })
})
