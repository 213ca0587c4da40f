import type { SocialProvider } from '@appkit/kernel'
import { useI18n } from '../../i18n/useI18n.js'
import { SOCIAL_PROVIDER_NAMES } from '../../socialLogin/socialLogin.js'
import { connectMessages as m } from './connectMessages.js'

export interface SocialButtonsProps {
  socials: readonly SocialProvider[]
  onSelect(provider: SocialProvider): void
}

/** One button per social provider, named 'Continue with {provider}'. */
export function SocialButtons({ socials, onSelect }: SocialButtonsProps) {
  const { t } = useI18n()
  return (
    <ul className="list" aria-label={t(m.socialLogins)}>
      {socials.map((provider) => (
        <li key={provider}>
          <button type="button" className="item" onClick={() => onSelect(provider)}>
            <span className="image" aria-hidden="true">
              {SOCIAL_PROVIDER_NAMES[provider].slice(0, 1)}
            </span>
            <span className="item-name">
              {t(m.continueWithSocial, { provider: SOCIAL_PROVIDER_NAMES[provider] })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
