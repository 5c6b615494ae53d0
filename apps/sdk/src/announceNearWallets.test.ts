import { expect, it, onTestFinished } from 'vitest'
import { announceNearWallets } from './announceNearWallets'
import { fakeNearConnectWallet } from './internal/testing/fakeNearConnectWallet'
import { fakeWalletIcon } from './internal/testing/fakeStandardWallet'
import { listenForAnnouncements } from './internal/testing/listenForAnnouncements'

const inject = (detail: unknown) => dispatchEvent(new CustomEvent('near-wallet-injected', { detail }))

it('asks the wallets already loaded to inject themselves, and announces each under near, adapted', async () => {
  const { wallet, accountId } = fakeNearConnectWallet()
  // A wallet that was loaded first answers near-connect's "selector ready" with itself.
  const answer = () => inject(wallet)
  addEventListener('near-selector-ready', answer)
  onTestFinished(() => removeEventListener('near-selector-ready', answer))
  const announced = listenForAnnouncements()
  onTestFinished(announceNearWallets())
  expect(announced.map(({ info }) => info)).toEqual([
    {
      uuid: 'near-connect:fake-near',
      name: 'Fake NEAR',
      icon: fakeWalletIcon,
      rdns: 'near-connect:fake-near',
      namespace: 'near',
    },
  ])
  expect(
    await announced[0]?.provider.request({
      method: 'near_requestAccounts',
      params: { chain: 'near:testnet' },
    }),
  ).toEqual([accountId])
  // Latch asking for wallets hears of it again: the same provider.
  dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toHaveLength(2)
  expect(announced[1]).toBe(announced[0])
})

it('announces a wallet that injects itself later, replaced by a new injection under its id', () => {
  const announced = listenForAnnouncements()
  onTestFinished(announceNearWallets())
  expect(announced).toEqual([])
  const first = fakeNearConnectWallet('dev-near').wallet
  inject(first)
  inject(first)
  expect(announced).toHaveLength(2)
  expect(announced[1]).toBe(announced[0])
  inject(fakeNearConnectWallet('dev-near').wallet)
  expect(announced).toHaveLength(3)
  expect(announced[2]?.info.uuid).toBe('near-connect:dev-near')
  expect(announced[2]?.provider).not.toBe(announced[0]?.provider)
})

it('ignores what is not a wallet, and stops when told', () => {
  const announced = listenForAnnouncements()
  const stop = announceNearWallets()
  const { wallet } = fakeNearConnectWallet()
  for (const detail of [
    null,
    'wallet',
    { manifest: { id: 'x', name: 'No methods', icon: fakeWalletIcon } },
    { ...wallet, manifest: { ...wallet.manifest, id: 7 } },
    { ...wallet, manifest: { ...wallet.manifest, name: '' } },
    { ...wallet, manifest: { id: 'y', name: 'No icon' } },
  ])
    inject(detail)
  expect(announced).toEqual([])
  stop()
  inject(wallet)
  dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toEqual([])
})
