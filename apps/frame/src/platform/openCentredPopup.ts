/**
 * Opens a popup window of the given size centred over `win`, a new one each time (a named one would
 * be shared by two flows, each closing it on the other's answer). Never `noopener`: the frame's
 * popups answer through `window.opener`. Null when the browser blocks it.
 *
 * @example
 * openCentredPopup('http://127.0.0.1:3000/popup/approve', { width: 440, height: 600 })
 */
export function openCentredPopup(
  url: string,
  size: { width: number; height: number },
  win: Window = window,
): Window | null {
  const { width, height } = size
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2))
  return win.open(url, '_blank', `popup,width=${width},height=${height},left=${left},top=${top}`)
}
