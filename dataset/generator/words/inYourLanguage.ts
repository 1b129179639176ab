/**
 * 'Help in your language' (/get-help/help-in-your-language): a few lines in each of the community
 * languages most spoken at home in Australia, naming the free Translating and Interpreting Service
 * (TIS National, 131 450) and how to ask it for an interpreter. Each becomes a section with its
 * language code, so it gets `lang` (and `dir` for Arabic) on the page.
 *
 * Phone numbers in Arabic text sit between Unicode isolates (U+2066 … U+2069): right to left, the
 * two halves of '131 450' would otherwise be shown in the wrong order.
 */
export interface InYourLanguage {
  /** BCP 47 language code. */
  language: string
  /** The language's name in English, for editors. */
  english: string
  heading: string
  paragraphs: string[]
}

const ltr = (number: string) => `\u2066${number}\u2069`

export const inYourLanguage: InYourLanguage[] = [
  {
    language: 'ar',
    english: 'Arabic',
    heading: 'مساعدة بلغتك',
    paragraphs: [
      'يمكنك التحدث إلينا بلغتك بمساعدة مترجم شفهي مجاناً. الخدمة سرية.',
      `اتصل بخدمة الترجمة التحريرية والشفهية TIS National على الرقم ${ltr('131 450')}، وقل لهم ما هي لغتك، واطلب منهم الاتصال بـ Altogether better care على الرقم ${ltr('1300 975 707')}.`,
    ],
  },
  {
    language: 'zh-Hans',
    english: 'Simplified Chinese',
    heading: '用您的语言获得帮助',
    paragraphs: [
      '您可以通过免费口译员用您的语言与我们交谈。这项服务是保密的。',
      '请致电笔译和口译服务处 TIS National：131 450，告诉他们您说的语言，并请他们致电 Altogether better care：1300 975 707。',
    ],
  },
  {
    language: 'vi',
    english: 'Vietnamese',
    heading: 'Trợ giúp bằng ngôn ngữ của bạn',
    paragraphs: [
      'Bạn có thể nói chuyện với chúng tôi bằng ngôn ngữ của bạn qua thông dịch viên miễn phí. Dịch vụ này được bảo mật.',
      'Hãy gọi Dịch vụ Thông Phiên dịch TIS National theo số 131 450, cho họ biết ngôn ngữ của bạn và nhờ họ gọi cho Altogether better care theo số 1300 975 707.',
    ],
  },
  {
    language: 'el',
    english: 'Greek',
    heading: 'Βοήθεια στη γλώσσα σας',
    paragraphs: [
      'Μπορείτε να μιλήσετε μαζί μας στη γλώσσα σας με δωρεάν διερμηνέα. Η υπηρεσία είναι εμπιστευτική.',
      'Τηλεφωνήστε στην Υπηρεσία Μετάφρασης και Διερμηνείας TIS National στο 131 450, πείτε τους τη γλώσσα σας και ζητήστε τους να καλέσουν την Altogether better care στο 1300 975 707.',
    ],
  },
  {
    language: 'it',
    english: 'Italian',
    heading: 'Aiuto nella tua lingua',
    paragraphs: [
      'Puoi parlare con noi nella tua lingua con un interprete gratuito. Il servizio è riservato.',
      'Chiama il Servizio di traduzione e interpretariato TIS National al 131 450, indica la tua lingua e chiedi di chiamare Altogether better care al 1300 975 707.',
    ],
  },
  {
    language: 'hi',
    english: 'Hindi',
    heading: 'आपकी भाषा में सहायता',
    paragraphs: [
      'आप मुफ़्त दुभाषिए की मदद से अपनी भाषा में हमसे बात कर सकते हैं। यह सेवा गोपनीय है।',
      'अनुवाद और दुभाषिया सेवा TIS National को 131 450 पर फ़ोन करें, उन्हें अपनी भाषा बताएँ, और उनसे Altogether better care को 1300 975 707 पर फ़ोन करने के लिए कहें।',
    ],
  },
  {
    language: 'pa',
    english: 'Punjabi',
    heading: 'ਤੁਹਾਡੀ ਭਾਸ਼ਾ ਵਿੱਚ ਮਦਦ',
    paragraphs: [
      'ਤੁਸੀਂ ਮੁਫ਼ਤ ਦੁਭਾਸ਼ੀਏ ਦੀ ਮਦਦ ਨਾਲ ਆਪਣੀ ਭਾਸ਼ਾ ਵਿੱਚ ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰ ਸਕਦੇ ਹੋ। ਇਹ ਸੇਵਾ ਗੁਪਤ ਹੈ।',
      'ਅਨੁਵਾਦ ਅਤੇ ਦੁਭਾਸ਼ੀਆ ਸੇਵਾ TIS National ਨੂੰ 131 450 ’ਤੇ ਫ਼ੋਨ ਕਰੋ, ਉਹਨਾਂ ਨੂੰ ਆਪਣੀ ਭਾਸ਼ਾ ਦੱਸੋ, ਅਤੇ ਉਹਨਾਂ ਨੂੰ Altogether better care ਨੂੰ 1300 975 707 ’ਤੇ ਫ਼ੋਨ ਕਰਨ ਲਈ ਕਹੋ।',
    ],
  },
]
