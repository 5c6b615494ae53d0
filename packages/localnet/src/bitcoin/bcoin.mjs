import bcoin from 'bcoin'

// bcoin 1.0.2 gives regtest addresses the bech32 prefix `rb`, chosen before Bitcoin Core settled on
// `bcrt`, which every wallet and library (and @latch/keys) uses. Set before any of bcoin's Network
// objects is made, since each keeps the prefix it was made with.
bcoin.networks.regtest.addressPrefix.bech32 = 'bcrt'

/** bcoin, its regtest addresses written as Bitcoin Core writes them. */
export { bcoin }
