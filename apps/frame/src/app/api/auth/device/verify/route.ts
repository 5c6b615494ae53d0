import { nextApiRoute } from '@/server/api/nextApiRoute'
import { deviceVerifyRoute } from '@/server/embedded/deviceVerifyRoute'

const route = nextApiRoute(deviceVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
