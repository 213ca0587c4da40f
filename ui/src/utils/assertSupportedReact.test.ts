import { AppKitError } from '@appkit/kernel'
import { version as installedReactVersion } from 'react'
import { describe, expect, it } from 'vitest'
import uiManifest from '../../package.json' with { type: 'json' }
import { assertSupportedReact, REACT_PEER_RANGE } from './assertSupportedReact.js'

const fakeReact17Version = '17.0.2'
const fakeReact16Version = '16.14.0'

describe('assertSupportedReact', () => {
  it('React 17 gets an error naming react, the peer range and the version found', () => {
    expect(() => assertSupportedReact(fakeReact17Version)).toThrowError(
      'AppKit needs react 18 or later (peer dependency react >=18); this app has 17.0.2.',
    )
    expect(() => assertSupportedReact(fakeReact16Version)).toThrowError(/this app has 16\.14\.0\.$/)
  })

  it('the error is a configuration AppKitError with a stable code', () => {
    const error = (() => {
      try {
        assertSupportedReact(fakeReact17Version)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toMatchObject({ category: 'CONFIGURATION_ERROR', code: 'UNSUPPORTED_PEER' })
  })

  it('React 18, 19, later and prerelease builds pass, and so does the React these tests run on', () => {
    for (const version of ['18.0.0', '18.3.1', '19.3.1', '20.0.0', '19.2.0-canary-1234-20250101'])
      expect(() => assertSupportedReact(version)).not.toThrow()
    expect(() => assertSupportedReact('0.0.0-experimental-abc')).not.toThrow()
    expect(() => assertSupportedReact(installedReactVersion)).not.toThrow()
  })

  it('the range it names is the one in package.json', () => {
    expect(uiManifest.peerDependencies.react).toBe(REACT_PEER_RANGE)
    expect(uiManifest.peerDependencies['react-dom']).toBe(REACT_PEER_RANGE)
  })
})
