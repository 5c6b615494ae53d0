import { nextApiRoute } from '@/server/api/nextApiRoute'
import { siwxNonceRoute } from '@/server/siwx/siwxNonceRoute'

const route = nextApiRoute(siwxNonceRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
