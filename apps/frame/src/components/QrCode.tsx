'use client'

import { useEffect, useMemo, useState } from 'react'
import qrCode from '@/i18n/compiled/en/qrCode'
import { useMessages } from '@/i18n/useMessages'
import { loadOnce } from '@/platform/loadOnce'
import { themeTokens } from '@/theme/themeTokens'
import type { qrCodePath } from './internal/qrCodePath'
import { WalletIcon } from './WalletIcon'

// The encoder (uqr) is a chunk of its own that every view showing a code shares: imported by each
// view, it was a copy in each of their chunks, two of which load with the modal. Its fetch starts as
// the first such view's module loads, before there is a code to draw; one the network lost is asked
// for again, and reported, when a code is to be drawn.
let encoder: typeof qrCodePath | undefined
const loadEncoder = loadOnce(() =>
  import('./internal/qrCodePath').then(({ qrCodePath }) => {
    encoder = qrCodePath
    return qrCodePath
  }),
)
loadEncoder().catch(() => {})

// The four light modules round the code that the QR standard asks for, so scanners find its edge.
const quietZone = 4
// Scanners expect dark modules on a light ground, so both theme modes draw the code in the light theme's colours.
const darkModule = themeTokens.light.foreground
const lightModule = themeTokens.light.background
// Small enough for error correction M (15 %) to read the modules it hides.
const logoShare = 0.18

/**
 * A pairing URI (or an address) as a QR code: one SVG path, with an image in the middle. Until there
 * is a URI (and the encoder) it shows a placeholder of the same size, so the layout does not jump
 * when the URI arrives.
 */
export function QrCode(props: {
  uri: string | undefined
  imageUrl?: string | undefined
  size?: number
  /** What the code is, for screen readers. */
  label?: string
}) {
  const t = useMessages(qrCode)
  const size = props.size ?? 280
  const { uri } = props
  const [encode, setEncode] = useState(() => encoder)
  useEffect(() => {
    if (encode) return
    let mounted = true
    loadEncoder()
      .then((loaded) => {
        if (mounted) setEncode(() => loaded)
      })
      .catch((error: unknown) => console.error('latch: the QR code encoder did not load', error))
    return () => {
      mounted = false
    }
  }, [encode])
  const shape = useMemo(() => (uri && encode ? encode(uri) : undefined), [uri, encode])

  // `npm run bench` times a click on a wallet until this mark, one frame after the code is in the page.
  useEffect(() => {
    if (!shape) return
    const frame = requestAnimationFrame(() => performance.mark('latch:qr-painted'))
    return () => cancelAnimationFrame(frame)
  }, [shape])

  if (!shape)
    return (
      <div
        aria-busy="true"
        className="mx-auto aspect-square w-full rounded-latch bg-latch-muted motion-safe:animate-pulse"
        style={{ maxWidth: size }}
      >
        <span className="sr-only">{t.generating()}</span>
      </div>
    )

  const extent = shape.size + quietZone * 2
  const logoSize = Math.round(size * logoShare)
  return (
    <div
      className="relative mx-auto w-full overflow-hidden rounded-latch"
      style={{ maxWidth: size, background: lightModule }}
    >
      <svg
        role="img"
        aria-label={props.label ?? t.label()}
        viewBox={`${-quietZone} ${-quietZone} ${extent} ${extent}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        className="block h-auto w-full"
      >
        <rect x={-quietZone} y={-quietZone} width={extent} height={extent} fill={lightModule} />
        <path d={shape.path} fill={darkModule} />
      </svg>
      {props.imageUrl ? (
        <span
          className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-1/2 rounded-lg p-1"
          style={{ background: lightModule }}
        >
          <WalletIcon src={props.imageUrl} size={logoSize} />
        </span>
      ) : null}
    </div>
  )
}
