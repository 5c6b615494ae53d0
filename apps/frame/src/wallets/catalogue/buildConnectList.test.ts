import type { InjectedWalletInfo } from '@latch/protocol'
import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { buildConnectList, type ConnectListInput, type ConnectRow, offeredSocials } from './buildConnectList'

const installed = (rdns: string, uuid = `uuid-${rdns}`): InjectedWalletInfo => ({
  uuid,
  name: `Installed ${rdns}`,
  icon: 'data:image/png;base64,AA==',
  rdns,
})
const wallet = (id: string, rdns: string | null = null): CatalogueWallet => ({
  id,
  name: `Wallet ${id}`,
  image_url: `/api/getWalletImage/${id}`,
  rdns,
})
const ready = (
  featured: CatalogueWallet[],
  recommended: CatalogueWallet[],
  count = 113,
): ConnectListInput['catalogue'] => ({ status: 'ready', featured, recommended, count })

const base: ConnectListInput = {
  announced: [installed('io.rabby')],
  recent: [wallet('r1')],
  custom: [wallet('c1')],
  catalogue: ready([wallet('f1'), wallet('f2')], [wallet('p1'), wallet('p2'), wallet('p3'), wallet('p4')]),
  featuredWalletIds: ['f1', 'f2'],
  isMobile: false,
  // The wallet group's own tests; the email and social groups have theirs below.
  enableEmbedded: false,
}

function label(row: ConnectRow): string {
  switch (row.kind) {
    case 'announced':
      return `installed:${row.wallet.rdns}`
    case 'wallet':
      return `${row.section}:${row.wallet.id}`
    case 'allWallets':
      return `all:${row.count ?? '?'}`
    case 'social':
      return `social:${row.provider}`
    case 'moreSocials':
      return `more:${row.providers.join(',')}`
    default:
      return row.kind
  }
}
const rows = (changes: Partial<ConnectListInput>) =>
  buildConnectList({ ...base, ...changes }).flatMap((group) => group.rows.map(label))

describe('offeredSocials', () => {
  it('keeps the host’s order, drops unknown names and repeats, all seven by default, none for false', () => {
    expect(offeredSocials(['x', 'farcaster', 'x', 'gogle', 'google'])).toEqual(['x', 'farcaster', 'google'])
    expect(offeredSocials(undefined)).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
      'farcaster',
    ])
    expect(offeredSocials(false)).toEqual([])
  })
})

describe('buildConnectList', () => {
  it('lists announced, recent, featured, custom, recommended, then All Wallets with the count', () => {
    expect(rows({})).toEqual([
      'installed:io.rabby',
      'recent:r1',
      'featured:f1',
      'featured:f2',
      'custom:c1',
      'recommended:p1',
      'recommended:p2',
      'recommended:p3',
      'recommended:p4',
      'all:113',
    ])
  })

  it.each<[string, Partial<ConnectListInput>, string[]]>([
    [
      'at most 2 recent wallets',
      { recent: [wallet('r1'), wallet('r2'), wallet('r3')], custom: [], catalogue: ready([], []) },
      ['installed:io.rabby', 'recent:r1', 'recent:r2', 'all:113'],
    ],
    [
      'at most 4 recommended, counted after the duplicates are left out',
      {
        announced: [],
        recent: [wallet('p1')],
        custom: [],
        catalogue: ready(
          [],
          ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => wallet(id)),
        ),
      },
      ['recent:p1', 'recommended:p2', 'recommended:p3', 'recommended:p4', 'recommended:p5', 'all:113'],
    ],
    [
      '4 featured without featured ids',
      {
        announced: [],
        recent: [],
        custom: [],
        featuredWalletIds: [],
        catalogue: ready(
          ['f1', 'f2', 'f3', 'f4', 'f5'].map((id) => wallet(id)),
          [],
        ),
      },
      ['featured:f1', 'featured:f2', 'featured:f3', 'featured:f4', 'all:113'],
    ],
    [
      'one featured per featured id, in the order of the ids',
      {
        announced: [],
        recent: [],
        custom: [],
        featuredWalletIds: ['f5', 'f4', 'f3', 'f2', 'f1'],
        catalogue: ready(
          ['f1', 'f2', 'f3', 'f4', 'f5'].map((id) => wallet(id)),
          [],
        ),
      },
      ['featured:f5', 'featured:f4', 'featured:f3', 'featured:f2', 'featured:f1', 'all:113'],
    ],
    [
      'a wallet once by id, where it first appears',
      {
        recent: [wallet('f1')],
        custom: [wallet('p1')],
        catalogue: ready([wallet('f1'), wallet('f2')], [wallet('f2'), wallet('p1'), wallet('p2')]),
      },
      ['installed:io.rabby', 'recent:f1', 'featured:f2', 'custom:p1', 'recommended:p2', 'all:113'],
    ],
    [
      'a catalogue wallet with an announced rdns as the announced one, whatever the case',
      {
        announced: [installed('io.metamask'), installed('me.rainbow')],
        recent: [wallet('rainbow', 'me.rainbow')],
        custom: [wallet('mine', 'IO.MetaMask')],
        catalogue: ready([wallet('metamask', 'io.metamask')], [wallet('trust', 'com.trustwallet.app')]),
        featuredWalletIds: ['metamask'],
      },
      ['installed:io.metamask', 'installed:me.rainbow', 'recommended:trust', 'all:113'],
    ],
    [
      'an announced wallet once by rdns',
      {
        announced: [installed('io.rabby', 'a'), installed('io.rabby', 'b')],
        recent: [],
        custom: [],
        catalogue: ready([], []),
      },
      ['installed:io.rabby', 'all:113'],
    ],
    [
      "the host's excluded ids, and the announced wallets with their rdns",
      {
        announced: [installed('io.rabby'), installed('io.metamask')],
        excludeWalletIds: ['r1', 'f2', 'c1', 'p2'],
        excludedRdns: ['io.metamask'],
      },
      ['installed:io.rabby', 'featured:f1', 'recommended:p1', 'recommended:p3', 'recommended:p4', 'all:113'],
    ],
    [
      "only the host's included catalogue wallets, and its own ones",
      { includeWalletIds: ['f2', 'p3'] },
      ['installed:io.rabby', 'featured:f2', 'custom:c1', 'recommended:p3', 'all:113'],
    ],
    [
      'skeleton rows in the catalogue part while it loads, and All Wallets without a count',
      { catalogue: { status: 'loading' } },
      ['installed:io.rabby', 'recent:r1', 'loading', 'custom:c1', 'all:?'],
    ],
    [
      'a retry where the catalogue part failed',
      { catalogue: { status: 'error' } },
      ['installed:io.rabby', 'recent:r1', 'error', 'custom:c1', 'all:?'],
    ],
    [
      'no All Wallets with allWallets HIDE',
      { allWallets: 'HIDE', custom: [], catalogue: ready([], []) },
      ['installed:io.rabby', 'recent:r1'],
    ],
    [
      'no All Wallets with allWallets ONLY_MOBILE on a desktop',
      { allWallets: 'ONLY_MOBILE', custom: [], catalogue: ready([], []) },
      ['installed:io.rabby', 'recent:r1'],
    ],
    [
      'All Wallets with allWallets ONLY_MOBILE on a phone',
      { allWallets: 'ONLY_MOBILE', isMobile: true, custom: [], catalogue: ready([], [], 7) },
      ['installed:io.rabby', 'recent:r1', 'all:7'],
    ],
    [
      'only the announced wallets without WalletConnect',
      { enableWalletConnect: false },
      ['installed:io.rabby'],
    ],
    [
      'nothing without WalletConnect or an announced wallet',
      { enableWalletConnect: false, announced: [] },
      [],
    ],
    ['nothing with wallets disabled', { enableWallets: false }, []],
    [
      'one "Continue with a wallet" row with collapseWallets',
      { collapseWallets: true },
      ['collapsedWallets'],
    ],
    [
      'no row with collapseWallets when there is no wallet to continue with',
      { collapseWallets: true, enableWalletConnect: false, announced: [] },
      [],
    ],
  ])('shows %s', (_, changes, expected) => {
    expect(rows(changes)).toEqual(expected)
  })

  it('offers email, the first three social logins with the rest behind More, and a passkey, by default', () => {
    const groups = buildConnectList({ ...base, enableEmbedded: undefined })
    expect(groups.map((group) => [group.method, group.rows.map(label)])).toEqual([
      ['email', ['email']],
      ['social', ['social:google', 'social:github', 'social:apple', 'more:facebook,x,discord,farcaster']],
      ['passkey', ['passkey']],
      ['wallet', expect.any(Array)],
    ])
  })

  it.each<[string, Partial<ConnectListInput>, string[]]>([
    [
      'the host’s social order, without unknown names or repeats',
      { socials: ['x', 'farcaster', 'x', 'gogle', 'google'] },
      ['email', 'social:x', 'social:farcaster', 'social:google', 'passkey'],
    ],
    ['no social logins with socials false', { socials: false }, ['email', 'passkey']],
    [
      'no email field with email false',
      { email: false, socials: ['discord'] },
      ['social:discord', 'passkey'],
    ],
    ['no passkey with passkey false', { passkey: false, socials: false }, ['email']],
    ['none with the embedded wallet off', { enableEmbedded: false }, []],
  ])('shows %s', (_, changes, expected) => {
    const embeddedRows = buildConnectList({
      ...base,
      enableEmbedded: undefined,
      enableWallets: false,
      ...changes,
    })
    expect(embeddedRows.flatMap((group) => group.rows.map(label))).toEqual(expected)
  })

  it.each([
    [undefined, ['email', 'social', 'passkey', 'wallet']],
    [['wallet', 'email', 'social'] as const, ['wallet', 'email', 'social', 'passkey']],
    [['passkey', 'email', 'wallet'] as const, ['passkey', 'email', 'wallet', 'social']],
    [['wallet'] as const, ['wallet', 'email', 'social', 'passkey']],
  ])('orders the groups by connectMethodsOrder %j', (order, methods) => {
    expect(
      buildConnectList({ ...base, enableEmbedded: undefined, connectMethodsOrder: order }).map(
        (group) => group.method,
      ),
    ).toEqual(methods)
  })

  it('keys every row uniquely', () => {
    const keys = buildConnectList(base).flatMap((group) => group.rows.map((row) => row.key))
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('the active namespace', () => {
  const all = { ...base, enableEmbedded: true }
  const methods = (input: ConnectListInput) => buildConnectList(input).map((group) => group.method)

  it('lists every way of connecting for eip155, as when none is named', () => {
    expect(methods({ ...all, namespace: 'eip155' })).toEqual(methods(all))
    expect(methods(all)).toEqual(['email', 'social', 'passkey', 'wallet'])
  })

  it('lists the logins and the WalletConnect wallets for solana, but not the page’s EIP-6963 wallets', () => {
    expect(methods({ ...all, namespace: 'solana' })).toEqual(['email', 'social', 'passkey', 'wallet'])
    expect(rows({ namespace: 'solana' })).toEqual([
      'recent:r1',
      'featured:f1',
      'featured:f2',
      'custom:c1',
      'recommended:p1',
      'recommended:p2',
      'recommended:p3',
      'recommended:p4',
      'all:113',
    ])
    expect(rows({ namespace: 'eip155' })[0]).toBe('installed:io.rabby')
    // Without WalletConnect no wallet brings a Solana account.
    expect(methods({ ...all, namespace: 'solana', enableWalletConnect: false })).toEqual([
      'email',
      'social',
      'passkey',
    ])
  })

  it("lists each of the page's wallets under its own namespace: Wallet Standard ones under solana", () => {
    const phantom = { ...installed('wallet-standard:Phantom'), namespace: 'solana' } as const
    const announced = [installed('io.rabby'), phantom]
    expect(rows({ namespace: 'solana', announced }).slice(0, 2)).toEqual([
      'installed:wallet-standard:Phantom',
      'recent:r1',
    ])
    expect(rows({ namespace: 'eip155', announced }).slice(0, 2)).toEqual(['installed:io.rabby', 'recent:r1'])
    expect(
      methods({ ...all, announced: [phantom], namespace: 'solana', enableWalletConnect: false }),
    ).toEqual(['email', 'social', 'passkey', 'wallet'])
  })

  it("lists Bitcoin's logins, the page's Bitcoin wallets and the WalletConnect wallets, not the page's EIP-6963 ones", () => {
    const magicEden = { ...installed('wallet-standard:bip122:Magic Eden'), namespace: 'bip122' } as const
    const announced = [installed('io.rabby'), magicEden]
    expect(methods({ ...all, announced, namespace: 'bip122' })).toEqual([
      'email',
      'social',
      'passkey',
      'wallet',
    ])
    expect(rows({ namespace: 'bip122', announced }).slice(0, 3)).toEqual([
      'installed:wallet-standard:bip122:Magic Eden',
      'recent:r1',
      'featured:f1',
    ])
    // Without WalletConnect, and no Bitcoin wallet on the page: the logins alone.
    expect(methods({ ...all, namespace: 'bip122', enableWalletConnect: false })).toEqual([
      'email',
      'social',
      'passkey',
    ])
    expect(
      methods({ ...all, announced: [magicEden], namespace: 'bip122', enableWalletConnect: false }),
    ).toEqual(['email', 'social', 'passkey', 'wallet'])
  })

  it("lists NEAR's logins and the WalletConnect wallets, not the page's wallets of other chains", () => {
    expect(methods({ ...all, namespace: 'near' })).toEqual(['email', 'social', 'passkey', 'wallet'])
    const magicEden = { ...installed('wallet-standard:bip122:Magic Eden'), namespace: 'bip122' } as const
    expect(rows({ namespace: 'near', announced: [installed('io.rabby'), magicEden] }).slice(0, 2)).toEqual([
      'recent:r1',
      'featured:f1',
    ])
    // Without WalletConnect no wallet brings a NEAR account: the logins alone.
    expect(methods({ ...all, namespace: 'near', enableWalletConnect: false })).toEqual([
      'email',
      'social',
      'passkey',
    ])
  })
})
