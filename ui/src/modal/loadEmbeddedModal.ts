import type { ComponentType } from 'react'

/** Fetches embedded mode's shell, a chunk of its own (never part of the page's first load). */
export async function loadEmbeddedModal(): Promise<ComponentType> {
  const module = await import('./EmbeddedModal.js')
  return module.default
}
