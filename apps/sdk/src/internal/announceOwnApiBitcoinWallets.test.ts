import { afterEach, expect, it, onTestFinished } from 'vitest'
import { announceOwnApiBitcoinWallets } from './announceOwnApiBitcoinWallets'
import { fakeLeatherWallet, fakeUnisatWallet } from './testing/fakeOwnApiBitcoinWallets'
import { listenForAnnouncements } from './testing/listenForAnnouncements'

type Page = { unisat?: unknown; okxwallet?: unknown; LeatherProvider?: unknown }
const page = window as unknown as Page

afterEach(() => {
  delete page.unisat
  delete page.okxwallet
  delete page.LeatherProvider
})

it("announces UniSat's, OKX's and Leather's providers under bip122, adapted, now and when Latch asks", async () => {
  const unisat = fakeUnisatWallet()
  const okx = fakeUnisatWallet()
  const leather = fakeLeatherWallet()
  Object.assign(page, {
    unisat: unisat.provider,
    okxwallet: { bitcoin: okx.provider },
    LeatherProvider: leather.provider,
  })
  const announced = listenForAnnouncements()
  onTestFinished(announceOwnApiBitcoinWallets(() => false))
  expect(announced.map(({ info }) => [info.uuid, info.name, info.namespace])).toEqual([
    ['bitcoin-injected:unisat', 'UniSat Wallet', 'bip122'],
    ['bitcoin-injected:okx', 'OKX Wallet', 'bip122'],
    ['bitcoin-injected:leather', 'Leather', 'bip122'],
  ])
  // Icons the frame accepts: data URIs of SVG, fetched from nowhere.
  for (const { info } of announced) expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
  expect(await announced[1]?.provider.request({ method: 'bip122_requestAccounts' })).toEqual([okx.address])
  expect(await announced[2]?.provider.request({ method: 'bip122_requestAccounts' })).toEqual([
    leather.address,
  ])
  dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toHaveLength(6)
  expect(announced[3]).toBe(announced[0])
})

it('leaves out a wallet listed elsewhere, what is not its provider, and a page without any', () => {
  Object.assign(page, {
    unisat: fakeUnisatWallet().provider,
    okxwallet: { bitcoin: { request: 'not a provider' } },
    LeatherProvider: 'Leather',
  })
  const announced = listenForAnnouncements()
  onTestFinished(announceOwnApiBitcoinWallets((name) => name === 'UniSat Wallet'))
  expect(announced).toEqual([])
  delete page.unisat
  const stop = announceOwnApiBitcoinWallets(() => false)
  stop()
  dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toEqual([])
})
