import { limits, type ToastVariant } from '@latch/shared-types'

/** The icon of an `svg` toast, by name from the frame's icon set. */
export type ToastSvg = { icon: string; iconColor?: string }

export type ToastRequest = {
  message: string
  variant: ToastVariant
  svg?: ToastSvg
  /** Defaults to true (docs/behaviour.md#states-and-transitions). */
  autoClose?: boolean
}

export type ToastState = {
  open: boolean
  /** Which toast is shown; a timer armed for an earlier toast names another id and is ignored. */
  id: number
  message: string
  variant: ToastVariant
  svg?: ToastSvg
  autoClose: boolean
  /** The toast that opens once the one just closed is gone. */
  pending?: ToastRequest
}

export type ToastAction =
  | ({ type: 'show' } & ToastRequest)
  | { type: 'openPending' }
  /** Without an id it closes whatever is shown (the user's dismiss); with one, only that toast. */
  | { type: 'hide'; id?: number }

export type ToastEffect =
  /** Dispatch `openPending` after delayMs. */
  | { type: 'openPendingAfter'; delayMs: number }
  /** Dispatch `hide` with this id after delayMs. */
  | { type: 'autoCloseAfter'; delayMs: number; id: number }

type ToastResult = { state: ToastState; effects: ToastEffect[] }

/** Long enough to read a short sentence. */
export const TOAST_AUTO_CLOSE_MS = 2200

export const initialToastState: ToastState = {
  open: false,
  id: 0,
  message: '',
  variant: 'success',
  autoClose: true,
}

export function toastReducer(state: ToastState, action: ToastAction): ToastResult {
  switch (action.type) {
    case 'show': {
      const { type: _type, ...request } = action
      // A timer for the previous pending toast is already running: the newest request takes its turn.
      if (state.pending) return { state: { ...state, pending: request }, effects: [] }
      if (state.open) {
        return {
          state: { ...state, open: false, pending: request },
          effects: [{ type: 'openPendingAfter', delayMs: limits.toast.delayMs }],
        }
      }
      return openToast(state, request)
    }
    case 'openPending':
      if (!state.pending) return { state, effects: [] }
      return openToast(state, state.pending)
    case 'hide':
      if (!state.open || (action.id !== undefined && action.id !== state.id)) return { state, effects: [] }
      return { state: { ...state, open: false }, effects: [] }
  }
}

function openToast(state: ToastState, request: ToastRequest): ToastResult {
  const { pending: _pending, svg: _svg, ...rest } = state
  const id = state.id + 1
  const autoClose = request.autoClose ?? true
  const next: ToastState = {
    ...rest,
    open: true,
    id,
    message: request.message,
    variant: request.variant,
    autoClose,
    ...(request.svg && { svg: request.svg }),
  }
  return {
    state: next,
    effects: autoClose ? [{ type: 'autoCloseAfter', delayMs: TOAST_AUTO_CLOSE_MS, id }] : [],
  }
}
