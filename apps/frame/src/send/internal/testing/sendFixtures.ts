import type { Token } from '@latch/shared-types'
import { nativeTokenAddress } from '@/networks/nativeTokenAddress'
import { initialSendState, type SendState } from '@/send/SendState'

/** The address alice.latch.id stands for in the Send tests (dev account 1). */
export const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A balance on devnet A as the account's balances list it: `numeric` units at `price` USD each. */
function devnetToken(
  contract: string,
  symbol: string,
  decimals: number,
  numeric: string,
  price: number,
): Token {
  return {
    address: `eip155:31337:${contract}`,
    symbol,
    decimals,
    quantity: { decimals: String(decimals), numeric },
    price,
    value: Number(numeric) * price,
  }
}

/** 2 ETH (the native coin) at $3,000, with its image. */
export const eth: Token = {
  ...devnetToken(nativeTokenAddress, 'ETH', 18, '2', 3000),
  logoUri: '/api/public/getTokenImage/ETH',
}

/** 100.5 USDL, the devnets' 6-decimal dollar, at $1. */
export const usdl = devnetToken('0x5FbDB2315678afecb367f032d93F642f64180aa3', 'USDL', 6, '100.5', 1)

/**
 * A send of 5 USDL to alice.latch.id, its recipient resolved, for the account and network `key`
 * (`<chainId>:<address>`): what the user typed before asking for the preview.
 *
 * @example
 * const previewed = { ...sendToAlice('31337:0xabc'), fee, step: 'preview' }
 */
export function sendToAlice(key: string): SendState {
  return {
    ...initialSendState,
    key,
    token: usdl.address,
    amount: '5',
    recipient: 'alice.latch.id',
    resolved: { address: alice, name: 'alice.latch.id' },
  }
}
