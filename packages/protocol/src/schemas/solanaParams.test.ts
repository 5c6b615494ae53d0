import { describe, expect, test } from 'vitest'
import { rpcParams } from './rpcParams'
import { maxSolanaMessageLength, maxSolanaTransactionBytes, SolanaAddress } from './solanaParams'

const pubkey = '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW'
const transaction = Buffer.from(new Uint8Array(200).fill(7)).toString('base64')

describe('solana_signMessage takes { message: base58, pubkey }', () => {
  test('a base58 message and a base58 address pass', () => {
    expect(rpcParams.solana_signMessage.parse({ message: '3yZe7d', pubkey })).toEqual({
      message: '3yZe7d',
      pubkey,
    })
  })

  test.each([
    ['a message outside base58 (0, O, I, l)', { message: 'hell0', pubkey }],
    ['an empty message', { message: '', pubkey }],
    ['an overlong message', { message: '2'.repeat(maxSolanaMessageLength + 1), pubkey }],
    ['an EVM address', { message: '3yZe7d', pubkey: `0x${'ab'.repeat(20)}` }],
    ['no pubkey', { message: '3yZe7d' }],
    ['a list, as personal_sign takes', ['3yZe7d', pubkey]],
  ])('%s fails', (_, params) => {
    expect(rpcParams.solana_signMessage.safeParse(params).success).toBe(false)
  })
})

describe('the transaction methods take { transaction: base64 }', () => {
  test('a base64 transaction passes, with send options for signAndSend', () => {
    expect(rpcParams.solana_signTransaction.safeParse({ transaction }).success).toBe(true)
    const sendOptions = { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 3 }
    expect(rpcParams.solana_signAndSendTransaction.parse({ transaction, sendOptions })).toEqual({
      transaction,
      sendOptions,
    })
  })

  test('the largest transaction a cluster takes passes; one byte more fails', () => {
    const largest = Buffer.alloc(maxSolanaTransactionBytes, 1).toString('base64')
    const larger = Buffer.alloc(maxSolanaTransactionBytes + 1, 1).toString('base64')
    expect(rpcParams.solana_signTransaction.safeParse({ transaction: largest }).success).toBe(true)
    expect(rpcParams.solana_signTransaction.safeParse({ transaction: larger }).success).toBe(false)
  })

  test.each([
    ['hex', { transaction: `0x${'ab'.repeat(100)}` }],
    ['base64 with a bad padding', { transaction: 'AQI=A' }],
    ['no transaction', {}],
    ['an unknown send option', { transaction, sendOptions: { encoding: 'base58' } }],
    ['a commitment that does not exist', { transaction, sendOptions: { preflightCommitment: 'max' } }],
  ])('%s fails', (_, params) => {
    expect(rpcParams.solana_signAndSendTransaction.safeParse(params).success).toBe(false)
  })
})

test('a Solana address is 32 to 44 base58 characters', () => {
  expect(SolanaAddress.safeParse('11111111111111111111111111111111').success).toBe(true)
  expect(SolanaAddress.safeParse('1111111111111111111111111111111').success).toBe(false)
  expect(SolanaAddress.safeParse(`${pubkey}0`).success).toBe(false)
})
