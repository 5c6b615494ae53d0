import { devAccounts } from '@latch/localnet/devAccounts'
import { describe, expect, it } from 'vitest'
import { onrampConfigFromEnv } from './onrampConfigFromEnv'

describe('onrampConfigFromEnv', () => {
  it('defaults to the local sandbox, its dev key, and the dev account it pays out from', () => {
    expect(onrampConfigFromEnv({})).toEqual({
      url: 'http://127.0.0.1:5558',
      key: 'latch-onramp-sandbox-key',
      treasury: [devAccounts[8]?.address],
    })
  })

  it('reads the URL, the key and a comma list of treasury addresses, checksummed', () => {
    expect(
      onrampConfigFromEnv({
        LATCH_ONRAMP_URL: 'https://onramp.example/',
        LATCH_ONRAMP_KEY: 'secret',
        LATCH_ONRAMP_TREASURY:
          ' 0x976ea74026e726554db657fa54763abd0c3a0aa9 ,0x14dC79964da2C08b23698B3D3cc7Ca32193d9955,',
      }),
    ).toEqual({
      url: 'https://onramp.example',
      key: 'secret',
      treasury: ['0x976EA74026E726554dB657fA54763abd0C3a0aa9', '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'],
    })
  })

  it('refuses a URL that is not http(s) and a treasury entry that is not an address', () => {
    expect(() => onrampConfigFromEnv({ LATCH_ONRAMP_URL: 'ftp://onramp.example' })).toThrow(
      'LATCH_ONRAMP_URL',
    )
    expect(() => onrampConfigFromEnv({ LATCH_ONRAMP_URL: 'nowhere' })).toThrow('LATCH_ONRAMP_URL')
    expect(() => onrampConfigFromEnv({ LATCH_ONRAMP_TREASURY: '0x1234,treasury' })).toThrow(
      'LATCH_ONRAMP_TREASURY',
    )
    expect(() => onrampConfigFromEnv({ LATCH_ONRAMP_TREASURY: ' , ' })).toThrow('LATCH_ONRAMP_TREASURY')
  })
})
