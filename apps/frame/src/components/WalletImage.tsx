'use client'

import { useState } from 'react'
import { safeImageSrc } from '@/wallets/catalogue/safeImageSrc'

/**
 * A wallet's image: a catalogue path, an http(s) URL or an announced data:image icon (see
 * safeImageSrc). Anything else, no image, or one that fails to load shows a neutral placeholder.
 */
export function WalletImage(props: { src: string | null | undefined; size?: number }) {
  const size = props.size ?? 40
  const src = safeImageSrc(props.src)
  const [brokenSrc, setBrokenSrc] = useState<string>()
  if (!src || brokenSrc === src)
    return (
      <span
        aria-hidden="true"
        data-placeholder=""
        className="inline-block shrink-0 rounded-lg bg-latch-border"
        style={{ width: size, height: size }}
      />
    )
  return (
    // biome-ignore lint/performance/noImgElement: icons are data URIs or the frame's own image route; next/image adds nothing
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="shrink-0 rounded-lg"
      onError={() => setBrokenSrc(src)}
    />
  )
}
