import { nextApiRoute } from '@/server/api/nextApiRoute'
import { deviceStatusRoute } from '@/server/embedded/deviceStatusRoute'

const route = nextApiRoute(deviceStatusRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
