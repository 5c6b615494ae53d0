/** The kinds of toast (docs/behaviour.md#states-and-transitions). */
export const toastVariants = ['success', 'error', 'loading', 'svg'] as const

/** One toast kind. */
export type ToastVariant = (typeof toastVariants)[number]

/** Whether a toast closes by itself when the caller does not say (docs/behaviour.md#states-and-transitions). */
export const defaultToastAutoClose = true

/** A toast message; the svg variant carries its own icon. */
export type Toast = {
  message: string
  autoClose?: boolean | undefined
} & ({ variant: Exclude<ToastVariant, 'svg'> } | { variant: 'svg'; svg: { icon: string; iconColor: string } })
