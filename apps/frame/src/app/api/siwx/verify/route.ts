import { nextApiRoute } from '@/server/api/nextApiRoute'
import { siwxVerifyRoute } from '@/server/siwx/siwxVerifyRoute'

const route = nextApiRoute(siwxVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
