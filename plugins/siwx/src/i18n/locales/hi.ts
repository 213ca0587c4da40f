import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'ActiveCaipAddress नहीं मिला',
  'siwx.error.noActiveCaipNetworkOrClient': 'ActiveCaipNetwork या क्लाइंट नहीं मिला',
  'siwx.error.noConnectionClient': 'ConnectionController क्लाइंट नहीं मिला',
  'siwx.error.signingFailed': 'संदेश साइन करने में त्रुटि',
  'siwx.signIn.approveInWallet': 'अपने वॉलेट में अनुरोध स्वीकृत करें',
  'siwx.signIn.cancel': 'रद्द करें',
  'siwx.signIn.explanation':
    '{networkName} पर यह खाता आपका है, यह साबित करने के लिए अपने वॉलेट में एक संदेश साइन करें। साइन करना मुफ़्त है और इससे कोई लेनदेन नहीं भेजा जाता।',
  'siwx.signIn.explanationWithoutNetwork':
    'यह खाता आपका है, यह साबित करने के लिए अपने वॉलेट में एक संदेश साइन करें। साइन करना मुफ़्त है और इससे कोई लेनदेन नहीं भेजा जाता।',
  'siwx.signIn.required':
    'साइन इन करना ज़रूरी है: रद्द करने पर आप उस नेटवर्क पर लौट जाएँगे जिस पर आपने साइन इन किया था, या डिस्कनेक्ट हो जाएँगे।',
  'siwx.signIn.sign': 'साइन करें',
  'siwx.signIn.signing': 'साइन हो रहा है…',
  'siwx.signIn.title': '{appName} में साइन इन करें',
  'siwx.signIn.titleWithoutAppName': 'इस ऐप में साइन इन करें',
  'siwx.title': 'साइन इन करें',
} satisfies Messages
