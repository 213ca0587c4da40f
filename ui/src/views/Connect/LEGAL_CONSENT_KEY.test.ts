import { createMemoryStorage, createStorage } from '@appkit/kernel/storage'
import { describe, expect, it, vi } from 'vitest'
import { isConsentCurrent, LEGAL_CONSENT_KEY } from './LEGAL_CONSENT_KEY.js'

const links = {
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
}

describe('legal consent (legalCheckbox)', () => {
  it('holds only for the links the visitor agreed to: changed or added links ask again', () => {
    expect(isConsentCurrent(links, links)).toBe(true)
    expect(isConsentCurrent(undefined, links)).toBe(false)
    expect(
      isConsentCurrent(links, { ...links, termsConditionsUrl: 'https://example.com/t2' }),
    ).toBe(false)
    expect(isConsentCurrent({ termsConditionsUrl: links.termsConditionsUrl }, links)).toBe(false)
    expect(
      isConsentCurrent(
        { privacyPolicyUrl: links.privacyPolicyUrl },
        {
          privacyPolicyUrl: links.privacyPolicyUrl,
        },
      ),
    ).toBe(true)
  })

  it('is remembered per app (storage prefix), and a tampered entry reads as no consent', () => {
    const adapter = createMemoryStorage()
    const onWarning = vi.fn()
    const appA = createStorage({ adapter, prefix: 'app-a', onWarning })
    const appB = createStorage({ adapter, prefix: 'app-b', onWarning })
    appA.set(LEGAL_CONSENT_KEY, links)
    expect(appA.get(LEGAL_CONSENT_KEY)).toEqual(links)
    expect(appB.get(LEGAL_CONSENT_KEY)).toBeUndefined()

    adapter.setItem('app-b:v1:legalConsent', '{"termsConditionsUrl":42}')
    expect(appB.get(LEGAL_CONSENT_KEY)).toBeUndefined()
    expect(onWarning).toHaveBeenCalledTimes(1)
  })
})
