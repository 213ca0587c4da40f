import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Hakuna anwani inayotumika iliyopatikana',
  'siwx.error.noActiveCaipNetworkOrClient': 'Mtandao unaotumika au mteja haukupatikana',
  'siwx.error.noConnectionClient': 'Mteja wa muunganisho hakupatikana',
  'siwx.error.signingFailed': 'Hitilafu katika kutia sahihi ujumbe',
  'siwx.signIn.approveInWallet': 'Idhinisha ombi kwenye pochi yako',
  'siwx.signIn.cancel': 'Ghairi',
  'siwx.signIn.explanation':
    'Tia sahihi ujumbe kwenye pochi yako ili kuthibitisha kuwa akaunti hii ni yako kwenye {networkName}. Kutia sahihi ni bure na hakutumi muamala wowote.',
  'siwx.signIn.explanationWithoutNetwork':
    'Tia sahihi ujumbe kwenye pochi yako ili kuthibitisha kuwa akaunti hii ni yako. Kutia sahihi ni bure na hakutumi muamala wowote.',
  'siwx.signIn.required':
    'Kuingia kunahitajika: ukighairi, utarudi kwenye mtandao ulioingia awali, au pochi itatenganishwa.',
  'siwx.signIn.sign': 'Tia sahihi',
  'siwx.signIn.signing': 'Inatia sahihi…',
  'siwx.signIn.title': 'Ingia kwenye {appName}',
  'siwx.signIn.titleWithoutAppName': 'Ingia kwenye programu hii',
  'siwx.title': 'Ingia',
} satisfies Messages
