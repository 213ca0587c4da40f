import type { AppKit } from '@appkit/kernel'
import { demoConfig } from './demoConfig.js'

export type DemoSiwxMode = 'required' | 'optional'

/** `?siwx=required` or `?siwx=optional` turns sign-in on; without it the demo has none. */
export function demoSiwxMode(params: URLSearchParams): DemoSiwxMode | undefined {
  const mode = params.get('siwx')
  return mode === 'required' || mode === 'optional' ? mode : undefined
}

/**
 * Sign-in for the demo, loaded only when asked for: sessions are verified and kept by the
 * emulator's auth service (`${api}/auth/v1`), or in the page with `&siwxStorage=local`;
 * `&siwxExpiresIn=<seconds>` shortens sessions (to see an expired one ask again).
 */
export async function installDemoSiwx(
  kit: AppKit,
  mode: DemoSiwxMode,
  params: URLSearchParams,
): Promise<void> {
  const { createServerSiwxStorage, siwx } = await import('@appkit/siwx')
  const expiresInSeconds = Number(params.get('siwxExpiresIn'))
  const local = params.get('siwxStorage') === 'local'
  kit.use(
    siwx({
      required: mode === 'required',
      statement: 'Sign in to the AppKit demo',
      ...(local
        ? {}
        : { storage: createServerSiwxStorage({ url: `${demoConfig.apiUrl}/auth/v1` }) }),
      ...(expiresInSeconds > 0 ? { expiresInMs: expiresInSeconds * 1000 } : {}),
    }),
  )
}
