import type { Latch, LatchState } from '@latch/sdk'
import type { VerifiedSiwxSession } from '@latch/sdk/server'
import { useEffect, useState } from 'react'

type Verdict =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'verified'; address: string; network: string }
  | { kind: 'refused'; reason: string }

/**
 * What the demo's backend says about the sign-in Latch holds for this account: the page sends the
 * session (message and signature) to its own server, which verifies it with `@latch/sdk/server`.
 */
export function SignInStatus(props: { latch: Latch }) {
  const [siwx, setSiwx] = useState<LatchState['siwx']>(props.latch.getState().siwx)
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'none' })

  useEffect(() => props.latch.subscribe((state) => setSiwx(state.siwx)), [props.latch])

  useEffect(() => {
    if (!siwx) {
      setVerdict({ kind: 'none' })
      return
    }
    let current = true
    setVerdict({ kind: 'checking' })
    fetch('/api/verify-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(siwx),
    })
      .then(async (response) => {
        const body = (await response.json()) as Partial<VerifiedSiwxSession> & { error?: string }
        if (!current) return
        if (response.ok && body.address && body.chainId !== undefined)
          setVerdict({
            kind: 'verified',
            address: body.address,
            // An Ethereum account signs in on a chain by number, a Solana or Bitcoin one on its network.
            network: body.namespace === 'eip155' ? `chain ${body.chainId}` : `${body.caipNetworkId}`,
          })
        else setVerdict({ kind: 'refused', reason: body.error ?? `HTTP ${response.status}` })
      })
      .catch((error: unknown) => current && setVerdict({ kind: 'refused', reason: String(error) }))
    return () => {
      current = false
    }
  }, [siwx])

  return (
    <>
      <p className="demo__result" data-testid="siwx-result">
        {verdict.kind === 'none' && 'Not signed in'}
        {verdict.kind === 'checking' && 'Checking the sign-in…'}
        {verdict.kind === 'verified' &&
          `Signed in as ${verdict.address} on ${verdict.network}, verified by the host backend`}
        {verdict.kind === 'refused' && `Sign-in refused by the host backend: ${verdict.reason}`}
      </p>
      {siwx && (
        <details className="demo__details">
          <summary>The signed sign-in message</summary>
          <pre data-testid="siwx-message">{siwx.message}</pre>
          <code data-testid="siwx-signature">{siwx.signature}</code>
        </details>
      )}
    </>
  )
}
