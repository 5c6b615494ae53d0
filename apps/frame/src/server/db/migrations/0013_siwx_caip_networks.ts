import type { Migration } from './Migration'

export const siwxCaipNetworksMigration: Migration = {
  id: '0013_siwx_caip_networks',
  statements: [
    // A session's chain is a CAIP-2 id (`eip155:31337`, `solana:localnet`) since accounts of other
    // namespaces sign in too; the existing sessions are all eip155 ones.
    "alter table siwx_sessions alter column chain_id type text using 'eip155:' || chain_id::text",
    'alter table siwx_sessions rename column chain_id to caip_network_id',
  ],
}
