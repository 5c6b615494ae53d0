import { describe, expect, it } from 'vitest'
import {
  isSignedMessage,
  isSolanaSignature,
  isTransactionHash,
  isWalletCapabilities,
  walletAnswerProblem,
} from './walletAnswers'

describe('wallet answers', () => {
  it('takes a transaction hash as 0x and 64 hex digits, nothing else', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
    for (const value of [
      `0x${'ab'.repeat(31)}`,
      `0x${'ab'.repeat(33)}`,
      `${'ab'.repeat(32)}`,
      `0x${'zz'.repeat(32)}`,
      42,
      null,
    ])
      expect(isTransactionHash(value), String(value)).toBe(false)
  })

  it('takes a signed message as 0x and at least 62 hex digits, in whole bytes', () => {
    expect(isSignedMessage(`0x${'ab'.repeat(31)}`)).toBe(true)
    expect(isSignedMessage(`0x${'ab'.repeat(65)}`)).toBe(true)
    expect(isSignedMessage(`0x${'ab'.repeat(500)}`)).toBe(true)
    for (const value of [
      '0x',
      '0xdead',
      `0x${'ab'.repeat(30)}`,
      `0x${'ab'.repeat(31)}a`,
      `0x${'gg'.repeat(40)}`,
      undefined,
    ])
      expect(isSignedMessage(value), String(value)).toBe(false)
  })

  it('names the problem of an answer per method, and has none for methods without a rule', () => {
    expect(walletAnswerProblem('personal_sign', '0x1234')).toBe(
      'The wallet answered personal_sign with something other than a signed message.',
    )
    expect(walletAnswerProblem('eth_signTypedData_v4', `0x${'ab'.repeat(65)}`)).toBeUndefined()
    expect(walletAnswerProblem('eth_sendTransaction', { hash: '0x' })).toBe(
      'The wallet answered eth_sendTransaction with something other than a transaction hash.',
    )
    expect(walletAnswerProblem('wallet_sendCalls', { id: 'x' })).toBeUndefined()
  })

  it('takes capabilities as objects of capabilities keyed by hex chain ids', () => {
    expect(isWalletCapabilities({})).toBe(true)
    expect(isWalletCapabilities({ '0x1': { atomic: { status: 'supported' } }, '0x0': {} })).toBe(true)
    for (const malformed of [
      null,
      'capabilities',
      [],
      [{ atomic: true }],
      { mainnet: { atomic: true } },
      { 1: { atomic: true } },
      { '0x1': true },
      { '0x1': null },
      { '0x1': [] },
      { '0x': {} },
    ])
      expect(isWalletCapabilities(malformed)).toBe(false)
    expect(walletAnswerProblem('wallet_getCapabilities', { '0x1': 'atomic' })).toBe(
      'Error parsing wallet capabilities',
    )
    expect(walletAnswerProblem('wallet_getCapabilities', { '0x7a69': {} })).toBeUndefined()
  })

  it('takes a Solana signature as 64 bytes of base58, and the Solana methods answer one in an object', () => {
    const signature = '5'.repeat(87)
    expect(isSolanaSignature(signature)).toBe(true)
    for (const value of ['5'.repeat(63), '5'.repeat(89), `0${'5'.repeat(87)}`, `I${'5'.repeat(87)}`, 5, null])
      expect(isSolanaSignature(value), String(value)).toBe(false)
    expect(walletAnswerProblem('solana_signMessage', { signature })).toBeUndefined()
    expect(walletAnswerProblem('solana_signMessage', signature)).toBe(
      'The wallet answered solana_signMessage with something other than a signature.',
    )
    expect(walletAnswerProblem('solana_signAndSendTransaction', { signature: '0x12' })).toBe(
      'The wallet answered solana_signAndSendTransaction with something other than a signature.',
    )
    expect(walletAnswerProblem('solana_signTransaction', { signature, transaction: 'AQID' })).toBeUndefined()
    expect(walletAnswerProblem('solana_signTransaction', { signature })).toBeUndefined()
    expect(walletAnswerProblem('solana_signTransaction', { signature, transaction: 'not base64!' })).toBe(
      'The wallet answered solana_signTransaction with something other than a signed transaction.',
    )
  })
  it('takes a Bitcoin message signature as { address, signature } in base64', () => {
    const address = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    const signature =
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(walletAnswerProblem('bip122_signMessage', { address, signature })).toBeUndefined()
    for (const answer of [
      signature,
      { signature },
      { address, signature: '0x12!' },
      { address: 'a b', signature },
    ])
      expect(walletAnswerProblem('bip122_signMessage', answer)).toBe(
        'The wallet answered bip122_signMessage with something other than a signature.',
      )
  })
  it('takes a NEAR message signature as NEP-413 words it: { accountId, publicKey, signature, state? }', () => {
    const signed = {
      accountId: 'c4b8f2d1a9e7'.padEnd(64, '0'),
      publicKey: 'ed25519:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz',
      signature: `${'A'.repeat(86)}==`,
    }
    expect(walletAnswerProblem('near_signMessage', signed)).toBeUndefined()
    expect(walletAnswerProblem('near_signMessage', { ...signed, state: 'abc' })).toBeUndefined()
    for (const answer of [
      signed.signature,
      { ...signed, accountId: 'Alice.near' },
      { ...signed, publicKey: 'secp256k1:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz' },
      { ...signed, signature: 'AAAA' },
      { ...signed, state: 7 },
    ])
      expect(walletAnswerProblem('near_signMessage', answer)).toBe(
        'The wallet answered near_signMessage with something other than a signature.',
      )
  })
  it("takes a NEAR signed transaction as its bytes, an array of byte values, as wallet-selector's wallets answer", () => {
    const signed = Array.from({ length: 200 }, (_, index) => index)
    expect(walletAnswerProblem('near_signTransaction', signed)).toBeUndefined()
    for (const answer of [signed.slice(0, 65), [...signed, 256], [...signed, 1.5], 'AAAA', { 0: 1 }])
      expect(walletAnswerProblem('near_signTransaction', answer)).toBe(
        'The wallet answered near_signTransaction with something other than a signed transaction.',
      )
    expect(walletAnswerProblem('near_signTransactions', [signed, signed])).toBeUndefined()
    for (const answer of [[], signed, [signed, [1]]])
      expect(walletAnswerProblem('near_signTransactions', answer)).toBe(
        'The wallet answered near_signTransactions with something other than signed transactions.',
      )
  })
  it('takes NEAR accounts as a list of { accountId, publicKey }', () => {
    const account = {
      accountId: 'alice.testnet',
      publicKey: 'ed25519:FtHhxY4BQAV6ETwLz7QL8JF9XdCY1sbFwJbE23CF63hz',
    }
    expect(walletAnswerProblem('near_getAccounts', [account])).toBeUndefined()
    expect(walletAnswerProblem('near_getAccounts', [])).toBeUndefined()
    for (const answer of [
      account,
      [{ ...account, publicKey: 'FtHh' }],
      [{ accountId: 'Alice' }],
      'alice.testnet',
    ])
      expect(walletAnswerProblem('near_getAccounts', answer)).toBe(
        'The wallet answered near_getAccounts with something other than a list of accounts.',
      )
  })
  it('takes a Bitcoin transfer as { txid }, 64 lowercase hex digits', () => {
    const txid = 'ab'.repeat(32)
    expect(walletAnswerProblem('bip122_sendTransfer', { txid })).toBeUndefined()
    for (const answer of [txid, { txid: txid.toUpperCase() }, { txid: `0x${txid}` }, {}])
      expect(walletAnswerProblem('bip122_sendTransfer', answer)).toBe(
        'The wallet answered bip122_sendTransfer with something other than a transaction id.',
      )
  })
  it('takes a signed PSBT as { psbt } in base64, with the txid where it was broadcast', () => {
    const psbt = 'cHNidP8BAHECAAAAAQ=='
    expect(walletAnswerProblem('bip122_signPsbt', { psbt })).toBeUndefined()
    expect(walletAnswerProblem('bip122_signPsbt', { psbt, txid: 'ab'.repeat(32) })).toBeUndefined()
    for (const answer of [psbt, { psbt: 'no!' }, { psbt, txid: 'xyz' }])
      expect(walletAnswerProblem('bip122_signPsbt', answer)).toBe(
        'The wallet answered bip122_signPsbt with something other than a signed PSBT.',
      )
  })
  it('takes the account addresses as a list of { address }', () => {
    const address = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    expect(
      walletAnswerProblem('bip122_getAccountAddresses', [{ address, path: "m/84'/1'/0'/0/0" }]),
    ).toBeUndefined()
    for (const answer of [[], [address], { address }, [{ address: 'a b' }]])
      expect(walletAnswerProblem('bip122_getAccountAddresses', answer)).toBe(
        'The wallet answered bip122_getAccountAddresses with something other than a list of addresses.',
      )
  })
})
