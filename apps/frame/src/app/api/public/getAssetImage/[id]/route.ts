import { findAssetImage } from '@/server/images/findAssetImage'
import { imageRoute } from '@/server/images/imageRoute'

const route = imageRoute(findAssetImage)
export const GET = route.handle
export const OPTIONS = route.preflight
