import { type Agent, request } from 'node:http'
import { sendJson } from '../http/sendJson.js'
import type { Route } from '../Route.js'

export const RPC_PROXY_PREFIX = '/rpc/'

/**
 * POST /rpc/{chainId}: forwards the JSON-RPC body (single call or batch) to that chain's node
 * and streams the answer back, so one origin serves everything and RPC faults can be injected.
 */
export function createRpcProxyRoute(rpcUrls: ReadonlyMap<string, string>, agent: Agent): Route {
  return {
    method: 'POST',
    pattern: '/rpc/:chainId',
    checksProject: false,
    handle: ({ req, res, params, body }) =>
      new Promise<void>((resolve) => {
        const target = rpcUrls.get(params.chainId ?? '')
        if (target === undefined) {
          sendJson(res, 404, { message: `No local chain with id ${params.chainId}` })
          resolve()
          return
        }
        const upstream = request(
          target,
          {
            method: 'POST',
            agent,
            headers: {
              'Content-Type': req.headers['content-type'] ?? 'application/json',
              ...(body !== undefined
                ? { 'Content-Length': String(body.length) }
                : req.headers['content-length'] !== undefined && {
                    'Content-Length': req.headers['content-length'],
                  }),
            },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, {
              'Content-Type': answer.headers['content-type'] ?? 'application/json',
              'Cache-Control': 'no-store',
            })
            answer.pipe(res)
            answer.once('end', resolve)
            answer.once('error', () => {
              res.destroy()
              resolve()
            })
          },
        )
        upstream.once('error', (error) => {
          if (res.headersSent) res.destroy()
          else
            sendJson(res, 502, {
              message: `Chain ${params.chainId} is unreachable: ${error.message}`,
            })
          resolve()
        })
        if (body === undefined) req.pipe(upstream)
        else upstream.end(body)
      }),
  }
}
