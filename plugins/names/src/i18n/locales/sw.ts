import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Sajili jina',
  'names.error.addressOrAuthConnectorNotFound':
    'Anwani au kiunganishi cha uthibitishaji hakijapatikana',
  'names.error.namesForAddressFailed': 'Hitilafu katika kupata majina ya anwani',
  'names.error.networkNotFound': 'Mtandao haujapatikana',
  'names.error.registerNameFailed': 'Hitilafu katika kusajili jina {name}',
  'names.error.resolveNameFailed': 'Hitilafu katika kutambua jina',
  'names.error.suggestionsFailed': 'Hitilafu katika kupata mapendekezo ya majina',
  'names.nameRule': 'Herufi, tarakimu na vistari pekee, angalau herufi 4.',
  'names.register.alreadyRegistered': 'Jina {name} tayari limesajiliwa',
  'names.register.available': 'Jina {name} linapatikana',
  'names.register.checking': 'Inakagua {name}…',
  'names.register.nameLabel': 'Jina',
  'names.register.namePlaceholder': 'jinalako',
  'names.register.preparing': 'Inaandaa usajili wako…',
  'names.register.register': 'Sajili',
  'names.register.registering': 'Inasajili jina lako…',
  'names.register.signing': 'Tia sahihi ujumbe kwenye pochi yako ili kusajili jina.',
  'names.register.suggestionAvailable': 'Linapatikana',
  'names.register.suggestionRegistered': 'Limesajiliwa',
  'names.register.suggestions': 'Mapendekezo',
  'names.registerSuccess.backToAccount': 'Rudi kwenye akaunti',
  'names.registerSuccess.nameOfAccount': 'Sasa hili ndilo jina la akaunti yako.',
  'names.registerTitle': 'Chagua jina',
  'names.successTitle': 'Jina limesajiliwa',
} satisfies Messages
