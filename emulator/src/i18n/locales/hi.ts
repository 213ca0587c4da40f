import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'स्वीकृत करें',
  'secureFrame.consent.approved': 'स्वीकृत हो गया। अब आप ऐप पर वापस जा सकते हैं।',
  'secureFrame.consent.cancel': 'रद्द करें',
  'secureFrame.consent.failed': 'कुछ गलत हो गया',
  'secureFrame.consent.farcasterIntro':
    '{provider} की स्वीकृति की जगह एक लोकल डेमो: वह उपयोगकर्ता नाम चुनें जो {provider} लौटाता।',
  'secureFrame.consent.heading': '{provider} से साइन इन करें',
  'secureFrame.consent.intro':
    '{provider} के सहमति पेज की जगह एक लोकल डेमो: वह उपयोगकर्ता नाम चुनें जो {provider} लौटाता।',
  'secureFrame.consent.invalidUsername': 'उपयोगकर्ता नाम दर्ज करें: अक्षर, अंक, . _ - # (अधिकतम 64)',
  'secureFrame.consent.linkExpired': 'यह लॉगिन लिंक एक्सपायर हो गया है',
  'secureFrame.consent.linkExpiredPage':
    'यह लॉगिन लिंक एक्सपायर हो गया है। यह विंडो बंद करें और फिर से कोशिश करें।',
  'secureFrame.consent.linkExpiredTitle': 'लिंक एक्सपायर हो गया',
  'secureFrame.consent.openerGone': 'जिस पेज ने यह विंडो खोली थी, वह अब मौजूद नहीं है।',
  'secureFrame.consent.pageTitle': '{provider} से साइन इन करें (AppKit एम्युलेटर)',
  'secureFrame.consent.username': 'उपयोगकर्ता नाम',
  'secureFrame.email.confirmChange': 'अपने ईमेल में बदलाव की पुष्टि करें',
  'secureFrame.email.confirmNew': 'अपने नए ईमेल की पुष्टि करें',
  'secureFrame.email.loginCode': 'आपका AppKit लॉगिन कोड',
  'secureFrame.email.newDevice': 'नया डिवाइस स्वीकृत करें',
  'secureFrame.frame.approve': 'स्वीकृत करें',
  'secureFrame.frame.loading': 'लोड हो रहा है…',
  'secureFrame.frame.notEmbeddable': 'यह पेज वॉलेट को एम्बेड नहीं कर सकता।',
  'secureFrame.frame.pageTitle': 'AppKit सुरक्षित वॉलेट',
  'secureFrame.frame.ready': 'सुरक्षित वॉलेट तैयार है।',
  'secureFrame.frame.reject': 'अस्वीकार करें',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {चेन {chainId}}} · {origin} द्वारा अनुरोधित',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {चेन {chainId}}} · {dappName} ({origin}) द्वारा अनुरोधित',
  'secureFrame.frame.sendCalls': 'कॉल भेजें',
  'secureFrame.frame.sendTransaction': 'लेनदेन भेजें',
  'secureFrame.frame.signMessage': 'संदेश साइन करें',
  'secureFrame.frame.signTypedData': 'टाइप्ड डेटा साइन करें',
  'secureFrame.sessions.allow': '{signer} को {until} UTC तक अनुमति दें: {permissions}',
  'secureFrame.sessions.callContract': '{address} पर {functions} कॉल करना',
  'secureFrame.sessions.grantTitle': 'अनुमतियाँ दें',
  'secureFrame.sessions.revokeDetails': 'चेन {chainId} पर {account} का सत्र {sessionId} निरस्त करें',
  'secureFrame.sessions.revokeTitle': 'अनुमतियाँ निरस्त करें',
  'secureFrame.sessions.spendNative':
    '{period, select, hour {प्रति घंटा} day {प्रति दिन} week {प्रति सप्ताह} other {हर {seconds} सेकंड में}} अधिकतम {amount} {symbol} खर्च करना',
  'secureFrame.sessions.spendToken':
    '{period, select, hour {प्रति घंटा} day {प्रति दिन} week {प्रति सप्ताह} other {हर {seconds} सेकंड में}} अधिकतम {amount} {symbol} ({token}) खर्च करना',
  'secureFrame.sessions.spendTokenUnits':
    '{period, select, hour {प्रति घंटा} day {प्रति दिन} week {प्रति सप्ताह} other {हर {seconds} सेकंड में}} टोकन {token} की अधिकतम {amount} यूनिट खर्च करना',
  'secureFrame.solana.callProgram': 'प्रोग्राम {programId} कॉल करें',
  'secureFrame.solana.noInstructions': 'कोई निर्देश नहीं',
  'secureFrame.solana.sendSol': '{to} को {amount} SOL भेजें',
  'secureFrame.solana.sendToken': 'टोकन {mint} की {amount} राशि टोकन खाते {account} में भेजें',
  'secureFrame.solana.sendTokenUnits': 'टोकन खाते {account} में {amount} टोकन बेस यूनिट भेजें',
  'secureFrame.solana.sendTransactionTitle': 'लेनदेन भेजें (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'सभी लेनदेन साइन करें (Solana)',
  'secureFrame.solana.signMessageTitle': 'संदेश साइन करें (Solana)',
  'secureFrame.solana.signTransactionTitle': 'लेनदेन साइन करें (Solana)',
  'secureFrame.solana.transactionHeader': 'लेनदेन {number}:',
} satisfies Messages
