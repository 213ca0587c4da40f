import { version as reactVersion } from 'react'
import { version as reactDomVersion } from 'react-dom'
import { version as serverVersion } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('the React 18 run', () => {
  it('renders with React 18.3 and its react-dom, not the React 19 the rest of the repo uses', () => {
    expect(reactVersion).toMatch(/^18\.3\./)
    expect(reactDomVersion).toBe(reactVersion)
    expect(serverVersion).toBe(reactVersion)
  })
})
