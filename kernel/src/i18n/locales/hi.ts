import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'प्रोजेक्ट कॉन्फ़िगरेशन अस्वीकार कर दिया गया (HTTP 403); प्रोजेक्ट ID और ओरिजिन जाँचें',
  'alerts.INVALID_APP_CONFIGURATION.short': 'अमान्य ऐप कॉन्फ़िगरेशन',
  'alerts.INVALID_PROJECT_ID.long': 'प्रोजेक्ट ID अमान्य है: इसे अपनी प्रोजेक्ट सेटिंग्स से फिर से कॉपी करें',
  'alerts.INVALID_PROJECT_ID.short': 'अमान्य प्रोजेक्ट ID',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'आपका सत्र अमान्य है: अपने डिवाइस की समय सेटिंग्स जाँचें और फिर से कनेक्ट करें',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'सत्र एक्सपायर हो गया',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'प्रोजेक्ट कॉन्फ़िगरेशन ये सुविधाएँ रिमोट से सेट करता है; लोकल मान अनदेखे किए गए हैं',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'लोकल कॉन्फ़िगरेशन अनदेखा किया गया',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'प्रोजेक्ट कॉन्फ़िगरेशन में मल्टी-वॉलेट बंद है',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'मल्टी-वॉलेट चालू नहीं है',
  'alerts.NETWORK_NOT_FOUND.long': 'नेटवर्क नहीं मिला - कृपया पक्का करें कि यह networks ऐरे में शामिल है',
  'alerts.NETWORK_NOT_FOUND.short': 'नेटवर्क नहीं मिला',
  'alerts.ORIGIN_NOT_ALLOWED.long': 'यह ओरिजिन प्रोजेक्ट के अनुमत ओरिजिन में नहीं है; इसे प्रोजेक्ट सेटिंग्स में जोड़ें',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'ओरिजिन की अनुमति नहीं है',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'createAppKit को एक projectId दें',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'ऐप कॉन्फ़िगरेशन के लिए बहुत ज़्यादा अनुरोध (HTTP 429); लोकल कॉन्फ़िगरेशन इस्तेमाल हो रहा है',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'अनुरोध सीमा पार हो गई',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'ऐप कॉन्फ़िगरेशन प्राप्त नहीं हो सका',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'सर्वर त्रुटि',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'जिस नेटवर्क पर स्विच करना है, वह कॉन्फ़िगर किए गए नेटवर्क में से नहीं है',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'स्विच करने का नेटवर्क नहीं मिला',
  'alerts.UNVERIFIED_DOMAIN.long': 'यह डोमेन प्रोजेक्ट के लिए सत्यापित नहीं है',
  'alerts.UNVERIFIED_DOMAIN.short': 'असत्यापित डोमेन',
} satisfies Messages
