import type { Page } from 'playwright-core'

export interface RecordedRequest {
  url: string
  resourceType: string
  /** ms since recording started. */
  at: number
  /** 'ok', 'failed' or 'pending'. */
  outcome: 'ok' | 'failed' | 'pending'
}

export interface RequestRecorder {
  /** Every request and WebSocket the page opened so far (WebSockets as resourceType 'websocket'). */
  requests(): RecordedRequest[]
  /** Resolves once nothing is in flight and nothing started for `quietMs` (or after `maxMs`). */
  quiet(quietMs?: number, maxMs?: number): Promise<void>
}

/** Records the page's requests from now on. */
export function recordRequests(page: Page): RequestRecorder {
  const started = performance.now()
  const recorded: RecordedRequest[] = []
  const byRequest = new Map<object, RecordedRequest>()
  let lastEvent = performance.now()
  const touch = () => {
    lastEvent = performance.now()
  }
  page.on('request', (request) => {
    const entry: RecordedRequest = {
      url: request.url(),
      resourceType: request.resourceType(),
      at: performance.now() - started,
      outcome: 'pending',
    }
    recorded.push(entry)
    byRequest.set(request, entry)
    touch()
  })
  page.on('requestfinished', (request) => {
    const entry = byRequest.get(request)
    if (entry) entry.outcome = 'ok'
    touch()
  })
  page.on('requestfailed', (request) => {
    const entry = byRequest.get(request)
    if (entry) entry.outcome = 'failed'
    touch()
  })
  page.on('websocket', (socket) => {
    recorded.push({
      url: socket.url(),
      resourceType: 'websocket',
      at: performance.now() - started,
      outcome: 'ok',
    })
    touch()
  })
  return {
    requests: () => recorded.map((entry) => ({ ...entry })),
    async quiet(quietMs = 1000, maxMs = 15_000) {
      const deadline = performance.now() + maxMs
      while (performance.now() < deadline) {
        const inFlight = recorded.some(
          (entry) => entry.outcome === 'pending' && entry.resourceType !== 'websocket',
        )
        if (!inFlight && performance.now() - lastEvent >= quietMs) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}
