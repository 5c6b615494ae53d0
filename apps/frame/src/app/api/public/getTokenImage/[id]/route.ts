import { findTokenImage } from '@/server/images/findTokenImage'
import { imageRoute } from '@/server/images/imageRoute'

const route = imageRoute(findTokenImage)
export const GET = route.handle
export const OPTIONS = route.preflight
