import type { InjectedWallet } from '@/catalogue/WalletEntry'

/**
 * What the registry seed lacks for the wallets whose EIP-6963 announcement we know, by registry id:
 * their rdns (so that a wallet the host page already has installed is not listed twice) and the flag
 * their injected provider sets. Only wallets in the seed; an import brings its own.
 */
export const knownWalletRdns: ReadonlyMap<
  string,
  { name: string; rdns: string; injected?: InjectedWallet[] }
> = new Map([
  [
    '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    { name: 'Rainbow', rdns: 'me.rainbow', injected: [{ namespace: 'eip155', injected_id: 'isRainbow' }] },
  ],
  [
    '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    {
      name: 'Trust Wallet',
      rdns: 'com.trustwallet.app',
      injected: [{ namespace: 'eip155', injected_id: 'isTrust' }],
    },
  ],
  [
    'cf21952a9bc8108bf13b12c92443751e2cc388d27008be4201b92bbc6d83dd46',
    { name: 'Argent', rdns: 'xyz.argent' },
  ],
  [
    'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    { name: 'MetaMask', rdns: 'io.metamask', injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }] },
  ],
  [
    'a5cfbd9a263c9dcfb59d6e9dc00933c46f00277ed78a6a0a1e38b0c17e09671f',
    { name: 'Gnosis Safe Multisig', rdns: 'global.safe' },
  ],
  [
    '9d373b43ad4d2cf190fb1a774ec964a1addf406d6fd24af94ab7596e58c291b2',
    { name: 'imToken', rdns: 'token.im', injected: [{ namespace: 'eip155', injected_id: 'isImToken' }] },
  ],
  [
    '4ab2542c2799c825a8465ba5ab8aa7def52b7904f38b74484af917ed9c0fc4e5',
    { name: 'Ledger Live', rdns: 'com.ledger' },
  ],
  [
    '09102e7bbbd3f92001eda104abe23803181629f695e8f1b95af96d88ff7d5890',
    { name: '1inch Wallet', rdns: 'io.1inch.wallet' },
  ],
  [
    'fbc8d86ad914ebd733fec4812b4b7af5ca709fdd9e75a930115e5baa02c4ef4c',
    { name: 'Rabby', rdns: 'io.rabby', injected: [{ namespace: 'eip155', injected_id: 'isRabby' }] },
  ],
])
