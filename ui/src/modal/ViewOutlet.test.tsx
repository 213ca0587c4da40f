import { describe, expect, it } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { renderWithKit } from '../testing/renderWithKit.js'
import type { ViewProps } from '../views/ViewProps.js'
import { ViewOutlet } from './ViewOutlet.js'

function SwapView({ view }: ViewProps) {
  return <p>{`plugin view ${view}`}</p>
}

describe("ViewOutlet: asks the kit's view registry", () => {
  it('renders a view the registry loaded at once', async () => {
    const kit = createTestKit()
    kit.router.registerView('Swap', async () => ({ default: SwapView }))
    await kit.router.loadView('Swap')
    const html = renderWithKit(kit, <ViewOutlet view="Swap" data={undefined} entryKey="1:Swap" />)
    expect(html).toContain('plugin view Swap')
  })

  it('shows a loading state for a registered view not loaded yet', () => {
    const kit = createTestKit()
    kit.router.registerView('Swap', async () => ({ default: SwapView }))
    const html = renderWithKit(kit, <ViewOutlet view="Swap" data={undefined} entryKey="1:Swap" />)
    expect(html).toContain('Loading')
    expect(html).not.toContain('plugin view')
  })

  it('says a view no one registered is not available, and one unregistered again too', async () => {
    const kit = createTestKit()
    const unregister = kit.router.registerView('Swap', async () => ({ default: SwapView }))
    await kit.router.loadView('Swap')
    unregister()
    const html = renderWithKit(kit, <ViewOutlet view="Swap" data={undefined} entryKey="1:Swap" />)
    expect(html).toContain('This view is not available')
  })
})
