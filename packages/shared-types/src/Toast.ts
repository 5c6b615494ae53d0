/** The kinds of toast (SPEC.md §4). */
export const toastVariants = ['success', 'error', 'loading', 'svg'] as const

/** One toast kind. */
export type ToastVariant = (typeof toastVariants)[number]

/** Whether a toast closes by itself when the caller does not say (SPEC.md §4). */
export const defaultToastAutoClose = true

/** A toast message; the svg variant carries its own icon. */
export type Toast = {
  message: string
  autoClose?: boolean | undefined
} & ({ variant: Exclude<ToastVariant, 'svg'> } | { variant: 'svg'; svg: { icon: string; iconColor: string } })
