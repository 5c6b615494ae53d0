import { findWalletImage } from '@/server/images/findWalletImage'
import { imageRoute } from '@/server/images/imageRoute'

const route = imageRoute(findWalletImage)
export const GET = route.handle
export const OPTIONS = route.preflight
