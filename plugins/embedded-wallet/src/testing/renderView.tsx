import { type AppKit, createAppKit, type MessageOverrides } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { AppKitProvider } from '@appkit/ui'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { localnet } from './localnet.js'

/** A kit for rendering views: the visitor reads `locale` (English by default), with `messages`. */
export function createViewTestKit(
  options: { locale?: string; messages?: MessageOverrides } = {},
): AppKit {
  return createAppKit({
    projectId: 'project-1',
    networks: [localnet],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    locale: options.locale ?? 'en',
    ...(options.messages ? { messages: options.messages } : {}),
  })
}

/**
 * Server-renders a view as the modal does: inside the kit's provider, so it reads the kit's
 * messages (useI18n).
 */
export function renderView(view: ReactNode, kit: AppKit = createViewTestKit()): string {
  return renderToString(<AppKitProvider kit={kit}>{view}</AppKitProvider>)
}
