import { keyHash } from '@latch/protocol/bip322SimpleSighash'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, bech32, hex } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { announceBitcoinWallets } from './announceBitcoinWallets'
import { announceSolanaWallets } from './announceSolanaWallets'
import { fakeLeatherWallet, fakeUnisatWallet } from './internal/testing/fakeOwnApiBitcoinWallets'
import { fakeSatsConnectWallet } from './internal/testing/fakeSatsConnectWallet'
import { fakeStandardWallet, fakeWalletIcon } from './internal/testing/fakeStandardWallet'
import {
  type Announced,
  listenForAnnouncements,
  type AnnouncedProvider as Provider,
} from './internal/testing/listenForAnnouncements'

const icon = fakeWalletIcon
const secret = secp256k1.utils.randomPrivateKey()
const publicKey = secp256k1.getPublicKey(secret, true)
const address = bech32.encode('bcrt', [0, ...bech32.toWords(keyHash(publicKey))])

// A Wallet Standard Bitcoin wallet with a real key, as Phantom or Magic Eden registers one: it signs
// messages with BIP-322's simple format, or (`legacy`) answers BIP-137's 65 bytes as some wallets do.
function bitcoinWallet(
  name: string,
  options: { chains?: string[]; legacy?: boolean; signTransaction?: (input: unknown) => Uint8Array } = {},
) {
  const chains = options.chains ?? ['bitcoin:regtest']
  const account: WalletAccount = {
    address,
    publicKey,
    chains: chains as `${string}:${string}`[],
    features: ['bitcoin:signMessage'],
  }
  const connect = vi.fn()
  const { wallet, change } = fakeStandardWallet(name, chains, account, ({ share, shared }) => ({
    'bitcoin:connect': {
      version: '1.0.0',
      connect: async (input: { purposes: string[] }) => {
        connect(input)
        return { accounts: share() }
      },
    },
    // As Phantom has, for its Solana side: the Solana bridge connects with it.
    'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: shared() }) },
    ...(options.signTransaction && {
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs: unknown[]) =>
          inputs.map((input) => ({ signedPsbt: options.signTransaction?.(input) })),
      },
    }),
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: async ({ message }: { message: Uint8Array }) => [
        {
          signedMessage: message,
          signature: options.legacy
            ? new Uint8Array(65).fill(39)
            : base64.decode(signBip322Simple(secret, new TextDecoder().decode(message))),
        },
      ],
    },
  }))
  return { wallet, connect, change }
}

function register(wallet: Wallet) {
  onTestFinished(getWallets().register(wallet))
}

function providerOf(announced: Announced[], name: string) {
  return announced.find(({ info }) => info.name === name && info.namespace === 'bip122')?.provider as Provider
}

describe('announceBitcoinWallets', () => {
  it("announces the page's Bitcoin wallets under bip122, with ids of their own beside a Solana announcement", () => {
    const announced = listenForAnnouncements()
    register(bitcoinWallet('Both', { chains: ['bitcoin:regtest', 'solana:localnet'] }).wallet)
    register(bitcoinWallet('Solana only', { chains: ['solana:localnet'] }).wallet)
    onTestFinished(announceBitcoinWallets())
    expect(announced.map(({ info }) => info)).toEqual([
      {
        uuid: 'wallet-standard:bip122:0',
        name: 'Both',
        icon,
        rdns: 'wallet-standard:bip122:Both',
        namespace: 'bip122',
      },
    ])
    // A wallet of two chains is two wallets to Latch: neither id is the other's.
    onTestFinished(announceSolanaWallets())
    const solana = announced.filter(({ info }) => info.namespace === 'solana').map(({ info }) => info.rdns)
    expect(solana).toEqual(['wallet-standard:Both', 'wallet-standard:Solana only'])
    // One registering later announces them all again, as Latch may have missed the first.
    register(bitcoinWallet('Late').wallet)
    expect(announced.filter(({ info }) => info.namespace === 'bip122').map(({ info }) => info.name)).toEqual([
      'Both',
      'Both',
      'Late',
    ])
  })

  it("announces the wallets of sats-connect's registry and of an API of their own too, each once: as its Wallet Standard self, else its sats-connect one", () => {
    const page = window as unknown as {
      btc_providers?: unknown
      SatsOnly?: unknown
      Twice?: unknown
      unisat?: unknown
      LeatherProvider?: unknown
      okxwallet?: unknown
    }
    page.SatsOnly = { BitcoinProvider: fakeSatsConnectWallet().provider }
    page.Twice = { BitcoinProvider: fakeSatsConnectWallet().provider }
    page.btc_providers = [
      { id: 'SatsOnly.BitcoinProvider', name: 'Sats only', icon },
      { id: 'Twice.BitcoinProvider', name: 'Twice', icon },
      { id: 'Twice.BitcoinProvider', name: 'Leather', icon },
    ]
    page.unisat = fakeUnisatWallet().provider
    page.okxwallet = { bitcoin: fakeUnisatWallet().provider }
    page.LeatherProvider = fakeLeatherWallet().provider
    onTestFinished(() => {
      for (const name of [
        'btc_providers',
        'SatsOnly',
        'Twice',
        'unisat',
        'okxwallet',
        'LeatherProvider',
      ] as const)
        delete page[name]
    })
    const announced = listenForAnnouncements()
    register(bitcoinWallet('Twice').wallet)
    register(bitcoinWallet('OKX Wallet').wallet)
    onTestFinished(announceBitcoinWallets())
    expect(announced.map(({ info }) => info.rdns)).toEqual([
      'wallet-standard:bip122:Twice',
      'wallet-standard:bip122:OKX Wallet',
      'sats-connect:SatsOnly.BitcoinProvider',
      'sats-connect:Twice.BitcoinProvider',
      'bitcoin-injected:unisat',
    ])
  })

  it('connects its payment addresses, and signs a message with the named account in BIP-322', async () => {
    const announced = listenForAnnouncements()
    const { wallet, connect } = bitcoinWallet('Signer')
    register(wallet)
    onTestFinished(announceBitcoinWallets())
    const provider = providerOf(announced, 'Signer')

    expect(await provider.request({ method: 'bip122_accounts' })).toEqual([])
    expect(connect).not.toHaveBeenCalled()
    expect(await provider.request({ method: 'bip122_requestAccounts' })).toEqual([address])
    expect(connect).toHaveBeenCalledWith({ purposes: ['payment'] })
    expect(await provider.request({ method: 'bip122_accounts' })).toEqual([address])
    expect(
      await provider.request({ method: 'bip122_getAccountAddresses', params: { account: address } }),
    ).toEqual([{ address, publicKey: hex.encode(publicKey), intention: 'payment' }])

    const message = 'Sign in to app.example ✓'
    const answer = (await provider.request({
      method: 'bip122_signMessage',
      params: { account: address, message },
    })) as { address: string; signature: string }
    expect(answer.address).toBe(address)
    expect(verifyBitcoinSignature({ address, message, signature: answer.signature })).toBe(true)
    expect(verifyBitcoinSignature({ address, message: `${message}!`, signature: answer.signature })).toBe(
      false,
    )
  })

  it('tells a dapp that asked for the other signature format, rather than answering one it cannot read', async () => {
    const announced = listenForAnnouncements()
    register(bitcoinWallet('Modern').wallet)
    register(bitcoinWallet('Legacy', { legacy: true }).wallet)
    onTestFinished(announceBitcoinWallets())
    const modern = providerOf(announced, 'Modern')
    const legacy = providerOf(announced, 'Legacy')
    await modern.request({ method: 'bip122_requestAccounts' })
    await legacy.request({ method: 'bip122_requestAccounts' })
    const ask = (protocol: string) => ({
      method: 'bip122_signMessage',
      params: { account: address, message: 'hi', protocol },
    })
    await expect(modern.request(ask('ecdsa'))).rejects.toMatchObject({
      code: 4200,
      message: 'The wallet signs messages only in the BIP-322 format.',
    })
    await expect(legacy.request(ask('bip322'))).rejects.toMatchObject({
      code: 4200,
      message: 'The wallet signs messages only in the legacy (ecdsa) format.',
    })
    expect(await legacy.request(ask('ecdsa'))).toEqual({
      address,
      signature: base64.encode(new Uint8Array(65).fill(39)),
    })
  })

  it('has a PSBT signed through bitcoin:signTransaction, each input by its account with the one sighash type asked for, and leaves broadcasting to Latch', async () => {
    const announced = listenForAnnouncements()
    const asked: unknown[] = []
    const signed = Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff, 1, 2, 3)
    const { wallet } = bitcoinWallet('Signer', {
      signTransaction: (input) => {
        asked.push(input)
        return signed
      },
    })
    register(wallet)
    onTestFinished(announceBitcoinWallets())
    const provider = providerOf(announced, 'Signer')
    await provider.request({ method: 'bip122_requestAccounts' })
    const psbt = base64.encode(Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff))
    const answer = await provider.request({
      method: 'bip122_signPsbt',
      params: {
        account: address,
        psbt,
        signInputs: [
          { address, index: 0 },
          { address, index: 2, sighashTypes: [0x83] },
          { address, index: 3, sighashTypes: [1, 0x81] },
        ],
      },
    })
    expect(answer).toEqual({ psbt: base64.encode(signed) })
    const [account] = wallet.accounts
    expect(asked).toEqual([
      {
        psbt: base64.decode(psbt),
        chain: 'bitcoin:regtest',
        inputsToSign: [
          { account, signingIndexes: [0] },
          { account, signingIndexes: [2], sigHash: 0x83 },
          { account, signingIndexes: [3] },
        ],
      },
    ])
    await expect(
      provider.request({
        method: 'bip122_signPsbt',
        params: { account: address, psbt, signInputs: [], broadcast: true },
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'The wallet signs the PSBT; Latch broadcasts it.' })
    await expect(
      provider.request({
        method: 'bip122_signPsbt',
        params: { account: address, psbt, signInputs: [{ address: 'bcrt1qother', index: 0 }] },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(asked).toHaveLength(1)
  })

  it('refuses an account the wallet did not share (4100) and what it cannot do (4200); tells of changes', async () => {
    const announced = listenForAnnouncements()
    const { wallet, change } = bitcoinWallet('Strict')
    register(wallet)
    onTestFinished(announceBitcoinWallets())
    const provider = providerOf(announced, 'Strict')
    await expect(
      provider.request({ method: 'bip122_signMessage', params: { account: address, message: 'hi' } }),
    ).rejects.toMatchObject({ code: 4100 })
    await provider.request({ method: 'bip122_requestAccounts' })
    // A wallet without bitcoin:signTransaction signs no PSBT.
    for (const method of ['bip122_signPsbt', 'bip122_sendTransfer', 'eth_sendTransaction'])
      await expect(provider.request({ method, params: { account: address } })).rejects.toMatchObject({
        code: 4200,
      })

    const heard: unknown[] = []
    const listener = (data: unknown) => heard.push(data)
    provider.on('accountsChanged', listener)
    change([])
    provider.removeListener('accountsChanged', listener)
    change([])
    expect(heard).toEqual([[]])
    await provider.request({ method: 'wallet_revokePermissions' })
    expect(wallet.accounts).toEqual([])
  })
})
