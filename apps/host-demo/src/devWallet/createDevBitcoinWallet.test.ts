import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { regtestAddressFormat } from '@latch/localnet/devSigning'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { describe, expect, it, vi } from 'vitest'
import { createDevBitcoinWallet, devBitcoinWalletName } from './createDevBitcoinWallet'
import { fakePromptAndStorage } from './testing/fakePromptAndStorage'

type Features = StandardDisconnectFeature &
  StandardEventsFeature & {
    'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: WalletAccount[] }> }
    'bitcoin:signMessage': {
      signMessage(
        ...inputs: { account: WalletAccount; message: Uint8Array }[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }
    'bitcoin:signTransaction': {
      signTransaction(
        ...inputs: {
          psbt: Uint8Array
          chain: string
          inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
        }[]
      ): Promise<{ signedPsbt: Uint8Array }[]>
    }
  }

const key = bitcoinDevKey(0)

function setup(approve = true) {
  const { storage, prompt, prompts } = fakePromptAndStorage(approve)
  const wallet = createDevBitcoinWallet({ prompt, storage, key, chain: 'bitcoin:regtest' })
  return { wallet, features: wallet.features as unknown as Features, prompts, storage }
}

describe('createDevBitcoinWallet', () => {
  it('connects its payment address once approved, and remembers the page', async () => {
    const { wallet, features, prompts, storage } = setup()
    expect(wallet.name).toBe(devBitcoinWalletName)
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(wallet.accounts).toEqual([])
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(accounts.map((account) => account.address)).toEqual([key.address])
    expect(accounts[0]?.publicKey).toEqual(secp256k1.getPublicKey(key.privateKey, true))
    expect(prompts).toEqual([{ type: 'bitcoinConnect', address: key.address }])
    // A reload: the same storage, a new wallet, no question.
    const again = createDevBitcoinWallet({ prompt: vi.fn(), storage, key, chain: 'bitcoin:regtest' })
    expect(again.accounts.map((account) => account.address)).toEqual([key.address])
    await features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
  })

  it('signs an approved message with BIP-322, which verifies for its address', async () => {
    const { features, prompts } = setup()
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const account = accounts[0] as WalletAccount
    const message = 'Prove you hold it ✓'
    const [output] = await features['bitcoin:signMessage'].signMessage({
      account,
      message: new TextEncoder().encode(message),
    })
    expect(prompts.at(-1)).toEqual({ type: 'bitcoinSignMessage', message })
    const signature = base64.encode(output?.signature ?? new Uint8Array())
    expect(verifyBitcoinSignature({ address: key.address, message, signature })).toBe(true)
  })

  it('refuses another account (4100), bytes that are not text (-32602) and what the user declines (4001)', async () => {
    const { features } = setup()
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const account = accounts[0] as WalletAccount
    const sign = (input: { account: WalletAccount; message: Uint8Array }) =>
      features['bitcoin:signMessage'].signMessage(input)
    await expect(
      sign({ account: { ...account, address: bitcoinDevKey(1).address }, message: new Uint8Array([104]) }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(sign({ account, message: new Uint8Array([0xff, 0xfe]) })).rejects.toMatchObject({
      code: -32602,
    })
    const declining = setup(false)
    await expect(
      declining.features['bitcoin:connect'].connect({ purposes: ['payment'] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(declining.wallet.accounts).toEqual([])
  })

  it('signs the inputs of a PSBT it is asked to, once the user approves what it pays, leaving it to finalize', async () => {
    const { features, prompts } = setup()
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const account = accounts[0] as WalletAccount
    const ours = p2wpkh(secp256k1.getPublicKey(key.privateKey, true), regtestAddressFormat)
    const transaction = new Transaction({ allowUnknownOutputs: true })
    transaction.addInput({
      txid: 'ab'.repeat(32),
      index: 0,
      witnessUtxo: { script: ours.script, amount: 60_000n },
    })
    transaction.addOutputAddress(bitcoinDevKey(1).address, 50_000n, regtestAddressFormat)
    transaction.addOutput({
      script: OutScript.encode({ type: 'unknown', script: Uint8Array.of(0x6a, 1, 7) }),
      amount: 0n,
    })
    const [output] = await features['bitcoin:signTransaction'].signTransaction({
      psbt: transaction.toPSBT(),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account, signingIndexes: [0] }],
    })
    expect(prompts.at(-1)).toEqual({
      type: 'bitcoinSignTransaction',
      inputs: [0],
      outputs: [
        { to: bitcoinDevKey(1).address, btc: '0.00050000' },
        { to: 'script 6a0107', btc: '0.00000000' },
      ],
    })
    const signed = Transaction.fromPSBT(output?.signedPsbt ?? new Uint8Array(), { allowUnknownOutputs: true })
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(secp256k1.getPublicKey(key.privateKey, true))
    signed.finalize()
    expect(signed.getInput(0).finalScriptWitness).toHaveLength(2)

    const sign = (chain: string, signer = account) =>
      features['bitcoin:signTransaction'].signTransaction({
        psbt: transaction.toPSBT(),
        chain,
        inputsToSign: [{ account: signer, signingIndexes: [0] }],
      })
    await expect(sign('bitcoin:mainnet')).rejects.toMatchObject({ code: -32602 })
    await expect(
      sign('bitcoin:regtest', { ...account, address: bitcoinDevKey(1).address }),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })
})
