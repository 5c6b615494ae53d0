import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { regtestAddressFormat } from '@latch/localnet/devSigning'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { createDevSatsConnectWallet, devSatsConnectWalletName } from './createDevSatsConnectWallet'
import { fakePromptAndStorage } from './testing/fakePromptAndStorage'

const key = bitcoinDevKey(2)

function setup(approve = true) {
  const { storage, prompt, prompts } = fakePromptAndStorage(approve)
  const wallet = createDevSatsConnectWallet({ prompt, storage, key })
  const call = async (method: string, params?: unknown) =>
    (await wallet.provider.request(method, params)) as {
      result?: Record<string, unknown> & unknown[]
      error?: { code: number }
    }
  return { wallet, call, prompts, storage }
}

describe('createDevSatsConnectWallet', () => {
  it("lists itself in sats-connect's registry, with its provider where its id says", () => {
    const page = {} as Window & {
      btc_providers?: { id: string; name: string }[]
      LatchDevSatsWallet?: unknown
    }
    const { wallet } = setup()
    wallet.register(page)
    expect(page.btc_providers?.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'LatchDevSatsWallet.BitcoinProvider', name: devSatsConnectWalletName },
    ])
    expect(page.LatchDevSatsWallet).toEqual({ BitcoinProvider: wallet.provider })
  })

  it('shares its payment address once approved, and tells it without asking afterwards', async () => {
    const { call, prompts } = setup()
    expect((await call('wallet_getAccount')).error?.code).toBe(-32002)
    const { result } = await call('getAccounts', { purposes: ['payment'] })
    expect(result?.[0]).toMatchObject({
      address: key.address,
      publicKey: hex.encode(secp256k1.getPublicKey(key.privateKey, true)),
      purpose: 'payment',
    })
    expect(prompts).toEqual([{ type: 'bitcoinConnect', address: key.address }])
    expect((await call('wallet_getAccount')).result?.addresses).toEqual(result)
    await call('wallet_disconnect')
    expect((await call('wallet_getAccount')).error?.code).toBe(-32002)
  })

  it('answers -32000 when the user says no', async () => {
    const { call } = setup(false)
    expect((await call('getAccounts', { purposes: ['payment'] })).error?.code).toBe(-32000)
  })

  it("signs BIP-322 messages, and refuses the ECDSA format and another's address", async () => {
    const { call } = setup()
    await call('getAccounts', { purposes: ['payment'] })
    const message = 'Prove it'
    const { result } = await call('signMessage', { address: key.address, message, protocol: 'BIP322' })
    expect(result?.protocol).toBe('BIP322')
    expect(
      verifyBitcoinSignature({ address: key.address, message, signature: String(result?.signature) }),
    ).toBe(true)
    expect(
      (await call('signMessage', { address: key.address, message, protocol: 'ECDSA' })).error?.code,
    ).toBe(-32001)
    expect((await call('signMessage', { address: bitcoinDevKey(3).address, message })).error?.code).toBe(
      -32002,
    )
  })

  it('signs the inputs named once the user approves what the PSBT pays, and never broadcasts', async () => {
    const { call, prompts } = setup()
    await call('getAccounts', { purposes: ['payment'] })
    const transaction = new Transaction()
    const own = OutScript.encode(p2wpkh(secp256k1.getPublicKey(key.privateKey, true), regtestAddressFormat))
    transaction.addInput({
      txid: hex.decode('11'.repeat(32)),
      index: 0,
      witnessUtxo: { script: own, amount: 10_000n },
    })
    transaction.addOutputAddress(bitcoinDevKey(3).address, 9_000n, regtestAddressFormat)
    const psbt = base64.encode(transaction.toPSBT())
    const { result } = await call('signPsbt', { psbt, signInputs: { [key.address]: [0] } })
    expect(prompts.at(-1)).toEqual({
      type: 'bitcoinSignTransaction',
      inputs: [0],
      outputs: [{ to: bitcoinDevKey(3).address, btc: '0.00009000' }],
    })
    const signed = Transaction.fromPSBT(base64.decode(String(result?.psbt)))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect(
      (await call('signPsbt', { psbt, signInputs: { [key.address]: [0] }, broadcast: true })).error?.code,
    ).toBe(-32602)
  })
})
