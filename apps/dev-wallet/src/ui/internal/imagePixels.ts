import type { Pixels } from './readQr'

/** Draws an image file (or a camera frame) on a canvas and reads its pixels back. */
export async function imagePixels(source: Blob | HTMLVideoElement): Promise<Pixels> {
  const bitmap = source instanceof Blob ? await createImageBitmap(source) : undefined
  const width = bitmap?.width ?? (source as HTMLVideoElement).videoWidth
  const height = bitmap?.height ?? (source as HTMLVideoElement).videoHeight
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This browser cannot read images on a canvas.')
  context.drawImage(bitmap ?? (source as HTMLVideoElement), 0, 0)
  bitmap?.close()
  return context.getImageData(0, 0, width, height)
}
