import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { errorMessage } from './internal/errorMessage'
import { imagePixels } from './internal/imagePixels'
import { qrProblem } from './internal/qrProblem'
import { readQr } from './internal/readQr'

const scanIntervalMs = 200

function stopTracks(stream: MediaStream | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

type QrScannerProps = {
  onUri: (uri: string) => void
  onClose: () => void
}

/** Reads a dapp's WalletConnect QR code from the camera or from an image file. */
export function QrScanner({ onUri, onClose }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting')
  const [message, setMessage] = useState('Starting the camera…')
  const onUriRef = useRef(onUri)
  onUriRef.current = onUri

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined

    async function scan() {
      const element = video.current
      if (stopped || !element) return
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const reading = readQr(await imagePixels(element))
        if (reading.kind === 'uri') {
          stopped = true
          stopTracks(stream)
          setCamera('off')
          onUriRef.current(reading.uri)
          return
        }
        if (reading.kind === 'other') setMessage(qrProblem(reading) ?? '')
      }
      timer = setTimeout(scan, scanIntervalMs)
    }

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser gives pages no camera access.')
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
      if (stopped) {
        stopTracks(media)
        return
      }
      stream = media
      if (video.current) {
        video.current.srcObject = media
        await video.current.play()
      }
      setCamera('on')
      setMessage("Point the camera at the dapp's QR code.")
      scan()
    }

    start().catch((error: unknown) => {
      if (stopped) return
      setCamera('off')
      setMessage(`No camera (${errorMessage(error)}). Pick or paste an image of the QR code instead.`)
    })
    return () => {
      stopped = true
      clearTimeout(timer)
      stopTracks(stream)
    }
  }, [])

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    try {
      const reading = readQr(await imagePixels(file))
      if (reading.kind === 'uri') onUri(reading.uri)
      else setMessage(qrProblem(reading) ?? '')
    } catch (error) {
      setMessage(`Could not read that image: ${errorMessage(error)}`)
    }
  }

  return (
    <section className="scanner" aria-labelledby="scanner-heading">
      <h3 id="scanner-heading">Scan a QR code</h3>
      <video
        ref={video}
        className="scanner__video"
        muted
        playsInline
        aria-label="Camera preview"
        hidden={camera !== 'on'}
      />
      <p role="status" aria-label="Scanner status" className="scanner__message">
        {message}
      </p>
      <label className="field">
        <span>QR code image</span>
        <input type="file" accept="image/*" onChange={readFile} />
      </label>
      <p className="muted">You can also paste a screenshot of the QR code anywhere on this page (Ctrl+V).</p>
      <button type="button" onClick={onClose}>
        Close scanner
      </button>
    </section>
  )
}
