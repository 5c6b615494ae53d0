import connectingMessages from '@/i18n/compiled/en/connecting'
import { useMessages } from '@/i18n/useMessages'
import type { ConnectionError } from '@/state/connectionReducer'

/** Why a pairing ended: a rejection in the wallet (EIP-1193 4001) or the wallet's own message, as text. */
export function PairingFailure(props: { error: ConnectionError }) {
  const t = useMessages(connectingMessages)
  const declined = props.error.code === 4001
  return (
    <>
      <p className="font-semibold text-latch-danger">{declined ? t.declined() : t.failed()}</p>
      <p className="text-sm text-latch-muted-fg">{declined ? t.rejected() : props.error.message}</p>
    </>
  )
}
