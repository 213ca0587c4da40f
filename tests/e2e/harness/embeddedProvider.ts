import type { Page } from 'playwright-core'

/** What a refused request answered: its EIP-1193 code and message. */
export interface ProviderOutcome {
  result?: unknown
  error?: { code: unknown; message: string }
}

const PENDING = '__appkitE2eEmbeddedRequests'

/**
 * Starts a request on the embedded wallet's EIP-1193 provider (the kit's AUTH eip155 connector,
 * through `window.appkitDemoKit`: the demo with `?exposeKit=1`), as an app would; resolves with
 * a handle whose `outcome()` waits for its answer (a test may approve in the frame meanwhile).
 */
export async function startEmbeddedRequest(
  page: Page,
  method: string,
  params: unknown[],
): Promise<{ outcome(): Promise<ProviderOutcome> }> {
  // The demo installs the embedded wallet from a chunk of its own: wait for its connector.
  await page.waitForFunction(() =>
    (
      window as unknown as {
        appkitDemoKit?: {
          registry: { store: { getState(): { connectors: { type: string; chain?: string }[] } } }
        }
      }
    ).appkitDemoKit?.registry.store
      .getState()
      .connectors.some((c) => c.type === 'AUTH' && c.chain === 'eip155'),
  )
  const id = await page.evaluate(
    ({ rpcMethod, rpcParams, pending }) => {
      type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> }
      const kit = (
        window as unknown as {
          appkitDemoKit?: {
            registry: {
              store: {
                getState(): {
                  connectors: { type: string; chain?: string; provider?: Provider }[]
                }
              }
            }
          }
        }
      ).appkitDemoKit
      const connector = kit?.registry.store
        .getState()
        .connectors.find((c) => c.type === 'AUTH' && c.chain === 'eip155')
      if (!connector?.provider) throw new Error('No embedded wallet connector in the demo')
      const holder = window as unknown as Record<string, Promise<unknown>[] | undefined>
      const store = holder[pending] ?? []
      holder[pending] = store
      store.push(
        connector.provider.request({ method: rpcMethod, params: rpcParams }).then(
          (result) => ({ result }),
          (error: { code?: unknown; message?: string; shortMessage?: string }) => ({
            error: { code: error.code, message: error.shortMessage ?? String(error.message) },
          }),
        ),
      )
      return store.length - 1
    },
    { rpcMethod: method, rpcParams: params, pending: PENDING },
  )
  return {
    outcome: () =>
      page.evaluate(
        ({ index, pending }) =>
          (
            (window as unknown as Record<string, Promise<unknown>[]>)[pending] as Promise<unknown>[]
          )[index] as Promise<ProviderOutcome>,
        { index: id, pending: PENDING },
      ),
  }
}
