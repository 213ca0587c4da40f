import { describe, expect, it } from 'vitest'
import { createConnectorDestinations } from './createConnectorDestinations.js'

const metaMask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' as const }
const email = { id: 'embeddedWallet', name: 'Email', type: 'AUTH' as const }

describe('createConnectorDestinations', () => {
  it('a connector whose type nobody registered opens ConnectingExternal', () => {
    const destinations = createConnectorDestinations()
    expect(destinations.resolve(metaMask, { isMobile: false })).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', name: 'MetaMask' },
    })
    expect(destinations.resolve(email, { isMobile: false }).view).toBe('ConnectingExternal')
  })

  it('a registered type leads where its resolver says, given the connector and context, until undone', () => {
    const destinations = createConnectorDestinations()
    const undo = destinations.register('AUTH', (connector, { isMobile }) => ({
      view: 'EmailLogin',
      data: { title: `${connector.name}${isMobile ? ' (phone)' : ''}` },
    }))
    expect(destinations.resolve(email, { isMobile: true })).toEqual({
      view: 'EmailLogin',
      data: { title: 'Email (phone)' },
    })
    expect(destinations.resolve(metaMask, { isMobile: true }).view).toBe('ConnectingExternal')
    undo()
    expect(destinations.resolve(email, { isMobile: false }).view).toBe('ConnectingExternal')
  })

  it('the latest registration of a type wins', () => {
    const destinations = createConnectorDestinations()
    destinations.register('AUTH', () => ({ view: 'EmailLogin' }))
    const undo = destinations.register('AUTH', () => ({ view: 'Networks' }))
    expect(destinations.resolve(email, { isMobile: false }).view).toBe('Networks')
    undo()
    expect(destinations.resolve(email, { isMobile: false }).view).toBe('EmailLogin')
  })
})
