import type { InjectedWalletInfo } from '@latch/protocol'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'

/** A WalletConnect pairing URI as the controller puts it in the connection. */
export const pairingUri =
  'wc:7f6e504bfad60b48@2?relay-protocol=irn&symKey=587d5484ce2a2a6e&expiryTimestamp=1700000240'

/** A catalogue wallet with every way to reach it: deep link, web app, homepage and store page. */
export const trustWallet: CatalogueWallet = {
  id: 'trust',
  name: 'Trust Wallet',
  image_url: '/api/getWalletImage/trust',
  homepage: 'https://trustwallet.com/',
  mobile_link: 'trust://',
  webapp_link: 'https://web.trustwallet.com/',
  app_store: 'https://apps.apple.com/app/id1288339409',
}

/** The dev wallet as the host page announces it (EIP-6963). */
export const devWalletInfo: InjectedWalletInfo = {
  uuid: 'u1',
  name: 'Latch Dev Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'dev.latch.wallet',
}
