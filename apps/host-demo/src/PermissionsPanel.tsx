import { devAccounts } from '@latch/localnet/devAccounts'
import { useState } from 'react'
import {
  type Address,
  type EIP1193Provider,
  formatUnits,
  getAddress,
  type Hex,
  numberToHex,
  parseUnits,
  slice,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { useConnection } from 'wagmi'
import { describeError } from './describeError'
import { projectIdFromSearch } from './projectIdFromSearch'
import { describeSpendError } from './sessionKey/describeSpendError'
import { frameEndpoints } from './sessionKey/frameEndpoints'
import { spendWithSessionKey } from './sessionKey/spendWithSessionKey'

type Token = { address: Address; symbol: string; decimals: number }
type Grant = { context: Hex; account: Address; key: Hex; keyAddress: Address; token: Token; expiry: number }

const frameUrl = () => window.latchFrameUrl || import.meta.env.VITE_LATCH_FRAME_URL || 'http://127.0.0.1:3000'
const projectId = projectIdFromSearch(window.location.search)
// A dev account no wallet of the demo uses, so that the session key's payments are easy to spot.
const defaultRecipient = devAccounts[8]?.address ?? ''

// The devnet's USDL, as the frame's server lists the chain's tokens (its address differs per deployment).
async function findUsdl(chainId: number): Promise<Token> {
  const query = new URLSearchParams({ projectId, chainId: `eip155:${chainId}` })
  const response = await fetch(new URL(`/api/v1/convert/tokens?${query}`, frameUrl()))
  const { tokens = [] } = (await response.json()) as {
    tokens?: { address: string; symbol: string; decimals: number }[]
  }
  const usdl = tokens.find((token) => token.symbol === 'USDL')
  if (!usdl) throw new Error(`The frame's server lists no USDL on chain ${chainId}.`)
  return {
    address: getAddress(usdl.address.split(':').at(-1) ?? ''),
    symbol: usdl.symbol,
    decimals: usdl.decimals,
  }
}

/**
 * Session permissions (ERC-7715) from the host's side: a session key made in this page (kept in
 * memory only) is granted "transfer up to 10 USDL, for 1 hour" by the user's smart account; then the
 * page spends with it, with no prompt, through the frame server's bundler proxy and paymaster; and
 * revokes it. The account's validation enforces the limits on chain: a spend outside them is refused.
 */
export function PermissionsPanel() {
  const { address, chainId, connector } = useConnection()
  const [grant, setGrant] = useState<Grant>()
  const [recipient, setRecipient] = useState(defaultRecipient)
  const [amount, setAmount] = useState('3')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string }>()

  async function provider() {
    if (!connector) throw new Error('Connect first.')
    return (await connector.getProvider()) as EIP1193Provider
  }

  const run = (action: () => Promise<{ ok: boolean; text: string } | undefined>) => async () => {
    setBusy(true)
    setResult(undefined)
    try {
      setResult(await action())
    } catch (error) {
      setResult({ ok: false, text: describeError(error).message })
    } finally {
      setBusy(false)
    }
  }

  const onGrant = run(async () => {
    if (!address || !chainId) throw new Error('Connect first.')
    const token = await findUsdl(chainId)
    const key = generatePrivateKey()
    const keyAddress = privateKeyToAccount(key).address
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const answer = (await (
      await provider()
    ).request({
      method: 'wallet_grantPermissions',
      params: [
        {
          chainId: numberToHex(chainId),
          address,
          expiry,
          signer: { type: 'key', data: { id: keyAddress } },
          permissions: [
            {
              type: 'erc20-token-transfer',
              data: { address: token.address, allowance: numberToHex(parseUnits('10', token.decimals)) },
            },
          ],
        },
      ],
    } as never)) as { context: Hex; address?: Address }
    setGrant({ context: answer.context, account: answer.address ?? address, key, keyAddress, token, expiry })
    return { ok: true, text: 'Granted: the session key may transfer up to 10 USDL for 1 hour.' }
  })

  const onSpend = run(async () => {
    if (!grant || !chainId) return undefined
    const value = parseUnits(amount, grant.token.decimals)
    try {
      const spent = await spendWithSessionKey(frameEndpoints(frameUrl(), projectId, chainId), {
        chainId,
        account: grant.account,
        // The grant's first permission: its transfer of USDL.
        permissionId: slice(grant.context, 0, 32),
        sessionKey: grant.key,
        token: grant.token.address,
        to: getAddress(recipient),
        amount: value,
      })
      return spent.success
        ? {
            ok: true,
            text: `Sent ${formatUnits(value, grant.token.decimals)} ${grant.token.symbol} with the session key (transaction ${spent.transactionHash}).`,
          }
        : { ok: false, text: `Refused: the transfer reverted (transaction ${spent.transactionHash}).` }
    } catch (error) {
      return { ok: false, text: `Refused: ${describeSpendError(error, grant.token)}` }
    }
  })

  const onRevoke = run(async () => {
    if (!grant) return undefined
    await (await provider()).request({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: grant.context }],
    } as never)
    return { ok: true, text: 'Revoked: the session key is refused from now on.' }
  })

  return (
    <section className="demo__card" aria-label="Session permissions">
      <h2>Session permissions</h2>
      <div className="demo__actions">
        <button type="button" onClick={onGrant} disabled={busy} data-testid="grant-permissions">
          Grant a session key 10 USDL for 1 hour
        </button>
      </div>
      {grant && (
        <>
          <p>
            Session key: <code data-testid="session-key">{grant.keyAddress}</code>
          </p>
          <p>
            Permissions context: <code data-testid="permissions-context">{grant.context}</code>
          </p>
          <form
            className="demo__actions"
            onSubmit={(event) => {
              event.preventDefault()
              void onSpend()
            }}
          >
            <label>
              Recipient{' '}
              <input
                value={recipient}
                onChange={(event) => setRecipient(event.target.value)}
                data-testid="session-recipient"
              />
            </label>
            <label>
              Amount (USDL){' '}
              <input
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                data-testid="session-amount"
              />
            </label>
            <button type="submit" disabled={busy} data-testid="session-spend">
              Spend with session key
            </button>
            <button type="button" onClick={onRevoke} disabled={busy} data-testid="revoke-permissions">
              Revoke
            </button>
          </form>
        </>
      )}
      {result && (
        <p
          className={result.ok ? 'demo__result' : 'demo__error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="session-result"
        >
          {result.text}
        </p>
      )}
    </section>
  )
}
