import { afterEach, expect, it, onTestFinished } from 'vitest'
import { announceSatsConnectWallets } from './announceSatsConnectWallets'
import { fakeSatsConnectWallet } from './testing/fakeSatsConnectWallet'
import { fakeWalletIcon } from './testing/fakeStandardWallet'
import { listenForAnnouncements } from './testing/listenForAnnouncements'

type Page = { btc_providers?: unknown; DevSats?: unknown; OtherSats?: unknown }
const page = window as unknown as Page

afterEach(() => {
  delete page.btc_providers
  delete page.DevSats
  delete page.OtherSats
})

it("announces each wallet of sats-connect's registry under bip122, once adapted, now and when Latch asks", async () => {
  const wallet = fakeSatsConnectWallet()
  page.DevSats = { BitcoinProvider: wallet.provider }
  page.btc_providers = [
    { id: 'DevSats.BitcoinProvider', name: 'Dev Sats', icon: fakeWalletIcon },
    // Listed, but not installed; and malformed entries.
    { id: 'Missing.BitcoinProvider', name: 'Missing', icon: fakeWalletIcon },
    { id: 'toString', name: 'Inherited', icon: fakeWalletIcon },
    { id: 7, name: 'Bad', icon: fakeWalletIcon },
    null,
  ]
  const announced = listenForAnnouncements()
  onTestFinished(announceSatsConnectWallets(() => false))
  expect(announced.map(({ info }) => info)).toEqual([
    {
      uuid: 'sats-connect:DevSats.BitcoinProvider',
      name: 'Dev Sats',
      icon: fakeWalletIcon,
      rdns: 'sats-connect:DevSats.BitcoinProvider',
      namespace: 'bip122',
    },
  ])
  expect(await announced[0]?.provider.request({ method: 'bip122_requestAccounts' })).toEqual([wallet.address])
  dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toHaveLength(2)
  expect(announced[1]).toBe(announced[0])
})

it('leaves out a wallet listed elsewhere, and a page without the registry', () => {
  page.OtherSats = { BitcoinProvider: fakeSatsConnectWallet().provider }
  const announced = listenForAnnouncements()
  onTestFinished(announceSatsConnectWallets(() => true))
  page.btc_providers = [{ id: 'OtherSats.BitcoinProvider', name: 'Phantom', icon: fakeWalletIcon }]
  dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toEqual([])
})
