/**
 * Calls `found` when the page has a Wallet Standard wallet, without loading anything of Wallet
 * Standard: for each wallet registered before, which answers the app-ready event an app sends by
 * calling its `register`, and for each one that registers later, which sends register-wallet. The
 * registry that then loads (`getWallets`) sends app-ready itself and gets every wallet again.
 *
 * @example
 * onWalletStandardWallet(() => import('https://frame.example/sdk-solana.js'))
 */
export function onWalletStandardWallet(found: () => void): void {
  const register = () => {
    found()
    // What the wallet may call to unregister: nothing was kept.
    return () => {}
  }
  addEventListener('wallet-standard:register-wallet', register)
  dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
}
