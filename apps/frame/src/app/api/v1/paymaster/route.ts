import {
  handlePaymasterPreflight,
  handlePaymasterRequest,
} from '@/server/smartAccounts/handlePaymasterRequest'

export const POST = (request: Request) => handlePaymasterRequest(request)
export const OPTIONS = (request: Request) => handlePaymasterPreflight(request)
