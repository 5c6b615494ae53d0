import { pbkdf2 } from '@noble/hashes/pbkdf2'
import { sha512 } from '@noble/hashes/sha2'
import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bip84Address, bip84Networks, deriveBip84Key, encodeWif } from './deriveBip84Key.mjs'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
// BIP-84's published test vectors are of this mnemonic's BIP-39 seed (no passphrase).
const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const seed = pbkdf2(sha512, mnemonic, 'mnemonic', { c: 2048, dkLen: 64 })
const wif = (key: Uint8Array) => encodeWif(key, 'mainnet')

describe('deriveBip84Key', () => {
  it("answers BIP-84's test vectors: account 0's first two receive addresses and its first change address", () => {
    const first = deriveBip84Key(seed, 'mainnet')
    expect(first.path).toBe("m/84'/0'/0'/0/0")
    expect(wif(first.privateKey)).toBe('KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d')
    expect(hex(first.publicKey)).toBe('0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c')
    expect(first.address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')

    const second = deriveBip84Key(seed, 'mainnet', { index: 1 })
    expect(wif(second.privateKey)).toBe('Kxpf5b8p3qX56DKEe5NqWbNUP9MnqoRFzZwHRtsFqhzuvUJsYZCy')
    expect(hex(second.publicKey)).toBe('03e775fd51f0dfb8cd865d9ff1cca2a158cf651fe997fdc9fee9c1d3b5e995ea77')
    expect(second.address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g')

    const change = deriveBip84Key(seed, 'mainnet', { change: 1 })
    expect(change.path).toBe("m/84'/0'/0'/1/0")
    expect(wif(change.privateKey)).toBe('KxuoxufJL5csa1Wieb2kp29VNdn92Us8CoaUG3aGtPtcF3AzeXvF')
    expect(hex(change.publicKey)).toBe('03025324888e429ab8e3dbaf1f7802648b9cd01e9b418485c5fa4c1b9b5700e1a6')
    expect(change.address).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el')
  })

  it("takes coin type 1 and the network's prefix on testnet and regtest", () => {
    expect(bip84Networks).toEqual({
      mainnet: { coinType: 0, hrp: 'bc' },
      testnet: { coinType: 1, hrp: 'tb' },
      regtest: { coinType: 1, hrp: 'bcrt' },
    })
    const testnet = deriveBip84Key(seed, 'testnet')
    const regtest = deriveBip84Key(seed, 'regtest')
    expect(testnet.path).toBe("m/84'/1'/0'/0/0")
    expect(testnet.address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/)
    expect(regtest.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
    // One key on both (coin type 1), another than mainnet's.
    expect(hex(regtest.publicKey)).toBe(hex(testnet.publicKey))
    const program = (address: string) => bech32.decode(address as `${string}1${string}`).words
    expect(program(regtest.address)).toEqual(program(testnet.address))
    expect(hex(testnet.publicKey)).not.toBe(hex(deriveBip84Key(seed, 'mainnet').publicKey))
  })

  it("writes a testnet key in the wallet import format with testnet's prefix (c), and refuses a key of another length", () => {
    // Bitcoin Core's key_io test data: this key, compressed, on testnet.
    const key = Uint8Array.from(
      Buffer.from('b9f4892c9e8282028fea1d2667c4dc5213564d41fc5783896a0d843fc15089f3', 'hex'),
    )
    expect(encodeWif(key, 'testnet')).toBe('cTpB4YiyKiBcPxnefsDpbnDxFDffjqJob8wGCEDXxgQ7zQoMXJdH')
    expect(encodeWif(key, 'regtest')).toBe(encodeWif(key, 'testnet'))
    expect(() => encodeWif(key.slice(1), 'mainnet')).toThrow('32 bytes')
  })

  it('refuses a network it does not know', () => {
    expect(() => deriveBip84Key(seed, 'signet' as 'mainnet')).toThrow(
      'BIP-84 networks are mainnet, testnet, regtest',
    )
    expect(() => deriveBip84Key(seed, 'toString' as 'mainnet')).toThrow('BIP-84 networks')
  })
})

describe('bip84Address', () => {
  it("writes a key's P2WPKH address with each network's prefix, as deriveBip84Key does", () => {
    const testnet = deriveBip84Key(seed, 'testnet')
    expect(bip84Address(testnet.publicKey, 'testnet')).toBe(testnet.address)
    expect(bip84Address(testnet.publicKey, 'regtest')).toBe(deriveBip84Key(seed, 'regtest').address)
    expect(() => bip84Address(testnet.publicKey.subarray(1), 'mainnet')).toThrow('33 bytes')
    expect(() => bip84Address(testnet.publicKey, 'signet' as never)).toThrow('BIP-84 networks are')
  })
})
