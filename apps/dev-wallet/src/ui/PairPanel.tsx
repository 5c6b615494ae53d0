import { type FormEvent, useEffect, useRef, useState } from 'react'
import { errorMessage } from './internal/errorMessage'
import { imagePixels } from './internal/imagePixels'
import { qrProblem } from './internal/qrProblem'
import { readQr } from './internal/readQr'
import { QrScanner } from './QrScanner'

type PairPanelProps = {
  /** Pairs with the URI; resolves true once paired. */
  onPair: (uri: string) => Promise<boolean>
  /** Tells the user about a pasted image that held no WalletConnect URI. */
  onProblem: (message: string) => void
  busy: boolean
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement

/** Where the user gives the wallet a dapp's `wc:` URI: typed, pasted, scanned or read from an image. */
export function PairPanel({ onPair, onProblem, busy }: PairPanelProps) {
  const [uri, setUri] = useState('')
  const [scanning, setScanning] = useState(false)
  const handlers = useRef({ onPair, onProblem })
  handlers.current = { onPair, onProblem }

  async function pair(value: string) {
    setScanning(false)
    if (await handlers.current.onPair(value)) setUri('')
    else setUri(value)
  }

  useEffect(() => {
    // Pasting a URI or a screenshot of a QR code anywhere but in a text field pairs at once.
    async function onPaste(event: ClipboardEvent) {
      if (isTextField(event.target) || !event.clipboardData) return
      const image = [...event.clipboardData.files].find((file) => file.type.startsWith('image/'))
      const text = event.clipboardData.getData('text/plain').trim()
      if (image) {
        event.preventDefault()
        try {
          const reading = readQr(await imagePixels(image))
          if (reading.kind === 'uri') await pair(reading.uri)
          else handlers.current.onProblem(qrProblem(reading) ?? '')
        } catch (error) {
          handlers.current.onProblem(`Could not read the pasted image: ${errorMessage(error)}`)
        }
      } else if (text.startsWith('wc:')) {
        event.preventDefault()
        await pair(text)
      }
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    pair(uri.trim())
  }

  return (
    <>
      <form className="pair" onSubmit={submit}>
        <label htmlFor="wc-uri">WalletConnect URI</label>
        <div className="pair__row">
          <input
            id="wc-uri"
            type="text"
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            placeholder="wc:…"
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="primary" disabled={busy || uri.trim() === ''}>
            Connect
          </button>
        </div>
      </form>
      <p className="muted">
        Copy the URI from the dapp's WalletConnect QR code ("Copy link"), or scan the code.
      </p>
      {scanning ? (
        <QrScanner onUri={pair} onClose={() => setScanning(false)} />
      ) : (
        <button type="button" onClick={() => setScanning(true)}>
          Scan QR code
        </button>
      )}
    </>
  )
}
