import { AppKitError, createI18n } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { EmailCooldownError, emailCooldownMessage } from '../login/emailCooldown.js'
import { FAILED_TO_INITIATE_SOCIAL_MESSAGE } from '../login/FAILED_TO_INITIATE_SOCIAL_MESSAGE.js'
import { IFRAME_REQUEST_TIMEOUT_MESSAGE } from '../transport/createFrameTransport.js'
import { failureText } from './failureText.js'

const english = createI18n({ locale: 'en' })
const french = createI18n({
  locale: 'fr',
  messages: {
    fr: {
      'embeddedWallet.loginFailure.invalidEmail': 'E-mail invalide',
      'embeddedWallet.loginFailure.failedToInitiateSocial': 'Connexion impossible à lancer',
      'embeddedWallet.loginFailure.tryAgainAfter':
        'Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}',
      'alerts.IFRAME_REQUEST_TIMEOUT.short': 'Le portefeuille intégré ne répond pas',
    },
  },
})

describe('failureText', () => {
  it('shows the English of the failures the login flows name, word for word (spec §4, §8)', () => {
    const invalid = new AppKitError('Invalid email', { category: 'VALIDATION_ERROR' })
    expect(failureText(invalid, english.t)).toBe('Invalid email')
    expect(failureText(FAILED_TO_INITIATE_SOCIAL_MESSAGE, english.t)).toBe(
      'Failed to initiate social connection',
    )
    expect(failureText(new EmailCooldownError(18), english.t)).toBe(
      emailCooldownMessage(12_000, 24_000),
    )
    expect(failureText(new EmailCooldownError(1), english.t)).toBe(
      'Please try again after 1 seconds',
    )
  })

  it("says them in the visitor's locale: the alerts' texts by their alert ids", () => {
    expect(failureText(new AppKitError('Invalid email'), french.t)).toBe('E-mail invalide')
    expect(failureText(FAILED_TO_INITIATE_SOCIAL_MESSAGE, french.t)).toBe(
      'Connexion impossible à lancer',
    )
    expect(failureText(new EmailCooldownError(1), french.t)).toBe('Réessayez dans 1 seconde')
    expect(failureText(IFRAME_REQUEST_TIMEOUT_MESSAGE, french.t)).toBe(
      'Le portefeuille intégré ne répond pas',
    )
  })

  it("shows any other failure (the secure site's own words) as it is", () => {
    expect(failureText(new Error('Code expired'), french.t)).toBe('Code expired')
    expect(failureText('toString', french.t)).toBe('toString')
  })
})
