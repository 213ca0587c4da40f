import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Usanidi wa mradi umekataliwa (HTTP 403); kagua ID ya mradi na asili (origin)',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Usanidi wa programu si sahihi',
  'alerts.INVALID_PROJECT_ID.long':
    'ID ya mradi si sahihi: inakili tena kutoka kwenye mipangilio ya mradi wako',
  'alerts.INVALID_PROJECT_ID.short': 'ID ya mradi si sahihi',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Kipindi chako si halali: kagua mipangilio ya saa ya kifaa chako kisha uunganishe tena',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Kipindi kimeisha muda',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Usanidi wa mradi huweka vipengele hivi kwa mbali; thamani za ndani zimepuuzwa',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Usanidi wa ndani umepuuzwa',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'Pochi nyingi zimezimwa katika usanidi wa mradi',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Pochi nyingi hazijawashwa',
  'alerts.NETWORK_NOT_FOUND.long':
    'Mtandao haujapatikana - tafadhali hakikisha umejumuishwa kwenye safu ya networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Mtandao haujapatikana',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Asili (origin) hii haimo kwenye asili zinazoruhusiwa za mradi; iongeze kwenye mipangilio ya mradi',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Asili hairuhusiwi',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Pitisha projectId kwa createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID ya mradi haijawekwa',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Maombi mengi mno ya usanidi wa programu (HTTP 429); usanidi wa ndani unatumika',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Maombi mengi mno',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Imeshindwa kupata usanidi wa programu',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Hitilafu ya seva',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': 'Mtandao unaohamia si mmoja wa mitandao iliyosanidiwa',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Mtandao lengwa haujapatikana',
  'alerts.UNVERIFIED_DOMAIN.long': 'Kikoa hiki hakijathibitishwa kwa mradi',
  'alerts.UNVERIFIED_DOMAIN.short': 'Kikoa hakijathibitishwa',
} satisfies Messages
