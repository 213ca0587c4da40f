import type { SocialProvider } from '@appkit/kernel'
import { SOCIAL_PROVIDER_NAMES } from '../../socialLogin/socialLogin.js'

export interface SocialButtonsProps {
  socials: readonly SocialProvider[]
  onSelect(provider: SocialProvider): void
}

/** One button per social provider, named 'Continue with {provider}'. */
export function SocialButtons({ socials, onSelect }: SocialButtonsProps) {
  return (
    <ul className="list" aria-label="Social logins">
      {socials.map((provider) => (
        <li key={provider}>
          <button type="button" className="item" onClick={() => onSelect(provider)}>
            <span className="image" aria-hidden="true">
              {SOCIAL_PROVIDER_NAMES[provider].slice(0, 1)}
            </span>
            <span className="item-name">Continue with {SOCIAL_PROVIDER_NAMES[provider]}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
