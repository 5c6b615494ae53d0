import { handleRpcPreflight, handleRpcRequest } from '@/server/rpc/handleRpcRequest'

export const POST = (request: Request) => handleRpcRequest(request)
export const OPTIONS = (request: Request) => handleRpcPreflight(request)
