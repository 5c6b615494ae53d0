import { handleApiPreflight } from '@/server/api/handleApiRequest'
import { nextApiRoute } from '@/server/api/nextApiRoute'
import { sessionRecordRoute } from '@/server/smartAccounts/sessionRecordRoute'
import { sessionsListRoute } from '@/server/smartAccounts/sessionsListRoute'

const list = nextApiRoute(sessionsListRoute)
const record = nextApiRoute(sessionRecordRoute)
export const GET = list.handle
export const POST = record.handle
export const OPTIONS = (request: Request) =>
  handleApiPreflight(request, [sessionsListRoute, sessionRecordRoute])
