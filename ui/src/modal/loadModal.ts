import type { ComponentType } from 'react'

/** Fetches the modal shell, a chunk of its own (never part of the page's first load). */
export async function loadModal(): Promise<ComponentType> {
  const module = await import('./Modal.js')
  return module.default
}
