import { findCurrencyImage } from '@/server/images/findCurrencyImage'
import { imageRoute } from '@/server/images/imageRoute'

const route = imageRoute(findCurrencyImage)
export const GET = route.handle
export const OPTIONS = route.preflight
