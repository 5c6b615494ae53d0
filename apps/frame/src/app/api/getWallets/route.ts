import { nextApiRoute } from '@/server/api/nextApiRoute'
import { getWalletsRoute } from '@/server/catalogue/getWalletsRoute'

const route = nextApiRoute(getWalletsRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
