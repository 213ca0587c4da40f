import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Idhinisha',
  'secureFrame.consent.approved': 'Imeidhinishwa. Unaweza kurudi kwenye programu.',
  'secureFrame.consent.cancel': 'Ghairi',
  'secureFrame.consent.failed': 'Hitilafu fulani imetokea',
  'secureFrame.consent.farcasterIntro':
    'Mbadala wa ndani wa idhini ya {provider}: chagua jina la mtumiaji ambalo {provider} ingerudisha.',
  'secureFrame.consent.heading': 'Ingia kwa {provider}',
  'secureFrame.consent.intro':
    'Mbadala wa ndani wa ukurasa wa ridhaa wa {provider}: chagua jina la mtumiaji ambalo {provider} ingerudisha.',
  'secureFrame.consent.invalidUsername':
    'Weka jina la mtumiaji: herufi, tarakimu, . _ - # (isizidi 64)',
  'secureFrame.consent.linkExpired': 'Kiungo hiki cha kuingia kimeisha muda wake',
  'secureFrame.consent.linkExpiredPage':
    'Kiungo hiki cha kuingia kimeisha muda wake. Funga dirisha hili kisha ujaribu tena.',
  'secureFrame.consent.linkExpiredTitle': 'Kiungo kimeisha muda',
  'secureFrame.consent.openerGone': 'Ukurasa uliofungua dirisha hili haupo tena.',
  'secureFrame.consent.pageTitle': 'Ingia kwa {provider} (kiigizaji cha AppKit)',
  'secureFrame.consent.username': 'Jina la mtumiaji',
  'secureFrame.email.confirmChange': 'Thibitisha mabadiliko ya barua pepe yako',
  'secureFrame.email.confirmNew': 'Thibitisha barua pepe yako mpya',
  'secureFrame.email.loginCode': 'Msimbo wako wa kuingia wa AppKit',
  'secureFrame.email.newDevice': 'Idhinisha kifaa kipya',
  'secureFrame.frame.approve': 'Idhinisha',
  'secureFrame.frame.loading': 'Inapakia…',
  'secureFrame.frame.notEmbeddable': 'Ukurasa huu hauruhusiwi kupachika pochi.',
  'secureFrame.frame.pageTitle': 'Pochi salama ya AppKit',
  'secureFrame.frame.ready': 'Pochi salama iko tayari.',
  'secureFrame.frame.reject': 'Kataa',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Mnyororo {chainId}}} · imeombwa na {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Mnyororo {chainId}}} · imeombwa na {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Tuma miito',
  'secureFrame.frame.sendTransaction': 'Tuma muamala',
  'secureFrame.frame.signMessage': 'Tia sahihi ujumbe',
  'secureFrame.frame.signTypedData': 'Tia sahihi data iliyopangwa',
  'secureFrame.sessions.allow': 'Ruhusu {signer} hadi {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'kuita mkataba {address}: {functions}',
  'secureFrame.sessions.grantTitle': 'Toa ruhusa',
  'secureFrame.sessions.revokeDetails':
    'Batilisha kipindi {sessionId} cha {account} kwenye mnyororo {chainId}',
  'secureFrame.sessions.revokeTitle': 'Batilisha ruhusa',
  'secureFrame.sessions.spendNative':
    'kutumia hadi {amount} {symbol} {period, select, hour {kwa saa} day {kwa siku} week {kwa wiki} other {kila sekunde {seconds}}}',
  'secureFrame.sessions.spendToken':
    'kutumia hadi {amount} {symbol} ({token}) {period, select, hour {kwa saa} day {kwa siku} week {kwa wiki} other {kila sekunde {seconds}}}',
  'secureFrame.sessions.spendTokenUnits':
    'kutumia hadi vitengo {amount} vya tokeni {token} {period, select, hour {kwa saa} day {kwa siku} week {kwa wiki} other {kila sekunde {seconds}}}',
  'secureFrame.solana.callProgram': 'Ita programu {programId}',
  'secureFrame.solana.noInstructions': 'Hakuna maagizo',
  'secureFrame.solana.sendSol': 'Tuma {amount} SOL kwa {to}',
  'secureFrame.solana.sendToken': 'Tuma {amount} ya tokeni {mint} kwa akaunti ya tokeni {account}',
  'secureFrame.solana.sendTokenUnits':
    'Tuma vitengo vya msingi {amount} vya tokeni kwa akaunti ya tokeni {account}',
  'secureFrame.solana.sendTransactionTitle': 'Tuma muamala (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Tia sahihi miamala (Solana)',
  'secureFrame.solana.signMessageTitle': 'Tia sahihi ujumbe (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Tia sahihi muamala (Solana)',
  'secureFrame.solana.transactionHeader': 'Muamala {number}:',
} satisfies Messages
