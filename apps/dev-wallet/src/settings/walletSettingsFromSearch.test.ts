import { describe, expect, it } from 'vitest'
import { defaultWalletSettings, walletSettingsFromSearch } from './walletSettingsFromSearch'

describe('walletSettingsFromSearch', () => {
  it('uses account 1, the local relay and the dev project without a query', () => {
    expect(walletSettingsFromSearch('', 10)).toEqual({
      settings: {
        accountIndex: 1,
        relayUrl: 'ws://127.0.0.1:5555',
        projectId: 'latch-dev',
        namespaces: ['eip155', 'solana', 'bip122', 'near'],
      },
      problems: [],
    })
  })

  it('reads account, relay and projectId', () => {
    expect(walletSettingsFromSearch('?account=0&relay=ws%3A%2F%2F127.0.0.1%3A6000&projectId=p1', 10)).toEqual(
      {
        settings: {
          ...defaultWalletSettings,
          accountIndex: 0,
          relayUrl: 'ws://127.0.0.1:6000',
          projectId: 'p1',
        },
        problems: [],
      },
    )
    expect(walletSettingsFromSearch('?account=9', 10).settings.accountIndex).toBe(9)
  })

  it.each(['10', '-1', '1.5', 'two', ''])(
    'refuses account=%s, naming it, and keeps the default',
    (account) => {
      const { settings, problems } = walletSettingsFromSearch(`?account=${account}`, 10)
      expect(settings.accountIndex).toBe(defaultWalletSettings.accountIndex)
      expect(problems).toEqual([`account=${account} is not a dev account index (0–9); using account 1.`])
    },
  )

  it('refuses a relay that is not a WebSocket URL', () => {
    const { settings, problems } = walletSettingsFromSearch('?relay=http://127.0.0.1:5555', 10)
    expect(settings.relayUrl).toBe('ws://127.0.0.1:5555')
    expect(problems).toEqual([
      'relay=http://127.0.0.1:5555 is not a ws:// or wss:// URL; using ws://127.0.0.1:5555.',
    ])
    expect(walletSettingsFromSearch('?relay=wss://relay.example', 10).settings.relayUrl).toBe(
      'wss://relay.example',
    )
  })

  it('keeps the dev project for an empty projectId', () => {
    expect(walletSettingsFromSearch('?projectId=', 10).settings.projectId).toBe('latch-dev')
  })

  it('reads the namespaces it holds accounts of, once each, and refuses a list with an unknown one', () => {
    expect(walletSettingsFromSearch('?namespaces=bip122,near,bip122', 10).settings.namespaces).toEqual([
      'bip122',
      'near',
    ])
    for (const namespaces of ['bitcoin', 'bip122,cosmos', ','])
      expect(walletSettingsFromSearch(`?namespaces=${namespaces}`, 10)).toEqual({
        settings: defaultWalletSettings,
        problems: [
          `namespaces=${namespaces} is not a list of eip155, solana, bip122, near; using all of them.`,
        ],
      })
  })
})
