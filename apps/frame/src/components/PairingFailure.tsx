import type { ConnectionError } from '@/state/connectionReducer'

/** Why a pairing ended: a rejection in the wallet (EIP-1193 4001) or the wallet's own message, as text. */
export function PairingFailure(props: { error: ConnectionError }) {
  const declined = props.error.code === 4001
  return (
    <>
      <p className="font-semibold text-latch-danger">
        {declined ? 'Connection declined' : 'Connection failed'}
      </p>
      <p className="text-sm text-latch-muted-fg">
        {declined ? 'You rejected the request in your wallet.' : props.error.message}
      </p>
    </>
  )
}
