import { imageValue } from '../assets/images'
import type { Context } from '../context'
import { ids } from '../ids'
import { externalLink, internalLink, phoneLink } from '../links'
import { bullets, h2, h3, linked, numbered, para, paragraphs, richText, strong } from '../portableText'
import { callToAction, cardGrid, contactSection, faqSection, hero, richTextSection } from '../sections'
import { inYourLanguage } from '../words/inYourLanguage'
import type { PageInput } from './page'

const respect = externalLink('1800RESPECT', 'https://www.1800respect.org.au')

export const getHelpPages = ({ images }: Context): PageInput[] => [
  {
    slug: 'get-help',
    title: 'Get help now',
    summary: 'Where to turn if you need help urgently, whatever the time.',
    sections: [
      hero({
        heading: 'Get help now',
        text: 'If you or someone else is in immediate danger, call 000.',
        buttons: [phoneLink('Call 000', '000'), phoneLink('Call us on 1300 975 707', '1300 975 707')],
      }),
      richTextSection({
        anchorId: 'crisis-lines',
        heading: 'Talk to someone any time',
        body: richText(
          para('These free services answer the phone 24 hours a day, every day of the year.'),
          bullets(
            [strong('Lifeline'), ' 13 11 14, for anyone experiencing a personal crisis'],
            [
              linked('1800RESPECT', respect),
              ' 1800 737 732, for anyone affected by sexual assault, domestic or family violence',
            ],
            [strong('Kids Helpline'), ' 1800 55 1800, for young people aged 5 to 25'],
          ),
        ),
      }),
      cardGrid({
        heading: 'Help we can give',
        cards: [
          {
            title: 'Family violence',
            text: 'Safety planning and support if someone is hurting you.',
            link: internalLink('Family violence support', ids.support('family-violence-support')),
          },
          {
            title: 'Somewhere to stay',
            text: 'Crisis accommodation if you have nowhere safe to sleep.',
            link: internalLink('Crisis accommodation', ids.support('crisis-accommodation')),
          },
          {
            title: 'Someone to talk to',
            text: 'Free counselling with no referral.',
            link: internalLink('Counselling', ids.support('counselling')),
          },
          {
            title: 'Browsing safely',
            text: 'How to cover your tracks online.',
            image: imageValue(images.get('feature-phone'), undefined),
            link: internalLink('Browsing safely', ids.page('browsing-safely')),
          },
        ],
      }),
      contactSection({ heading: 'Contact us', showCommunicationMethods: true, showNeedAHand: true }),
    ],
  },
  {
    slug: 'browsing-safely',
    title: 'Browsing safely',
    parent: 'get-help',
    summary: 'If you are worried someone is checking what you do online, these steps can help you stay safer.',
    sections: [
      richTextSection({
        anchorId: 'in-an-emergency',
        body: richText(
          para(
            strong('If you are in danger, call 000.'),
            ' If you are worried about someone seeing that you visited this site, read on.',
          ),
          para(
            'Someone who is hurting or controlling you may check your phone, computer or browser history. It is not possible to hide every trace, but these steps can help. If someone is monitoring your devices, suddenly deleting everything can raise suspicion, so think about what is safest for you.',
          ),
        ),
      }),
      richTextSection({
        anchorId: 'quick-exit',
        heading: 'Use the Exit this page button',
        body: richText(
          para(
            'Every page of this website has an ',
            strong('Exit this page'),
            ' button. Select it, or press the Shift key three times, and the page goes blank straight away and a weather website opens in its place.',
          ),
          h3('What the Back button shows after you exit'),
          bullets(
            'The page you exited from is replaced, so pressing Back once does not show it.',
            'Pressing Back shows the page you looked at before that one. Every page you visited before it is still in your history.',
            'If JavaScript is turned off in your browser, the button still opens the weather website, but pressing Back shows the page you exited from.',
            'Whichever way you exit, Back never shows what you typed: the forms and search boxes on this website ask your browser not to keep your answers.',
          ),
          para(
            strong('The button does not remove this website from your browsing history.'),
            ' Anyone who opens your history can still see the pages you visited. To leave no history, use a private window. To remove pages you have already visited, clear your history.',
          ),
          h3('What this website keeps on your device, and what the button clears'),
          bullets(
            'Your reading settings (text size, colours, font and spacing) are kept in your browser, so every page uses them. Anyone using the device could notice them.',
            'Exit this page, and Shift pressed three times, clear everything this website keeps in your browser, your reading settings included, and ask your browser to forget the copies of our pages it saved to load them faster.',
            'The button cannot clear your browsing history, the words your browser itself offers to fill in, or anything another program on the device records.',
            'To clear what this website kept yourself, open your browser’s settings, find site data (sometimes called cookies and site data) and delete it for this website. A private window keeps none of it after you close it.',
          ),
        ),
      }),
      richTextSection({
        anchorId: 'private-browsing',
        heading: 'Use private browsing',
        body: richText(
          para(
            'A private or incognito window does not save the pages you visit in your history. When you close it, the pages you visited in it are not kept.',
          ),
          bullets(
            'Chrome and Edge: open the menu and choose New Incognito window or New InPrivate window',
            'Safari on an iPhone: tap the tabs button, then Private',
            'Firefox: open the menu and choose New private window',
          ),
        ),
      }),
      richTextSection({
        anchorId: 'clear-history',
        heading: 'Clear your browsing history',
        body: richText(
          para('If you did not use a private window, you can remove this site from your history.'),
          numbered(
            'Open your browser’s history, usually from the menu or by pressing Ctrl+H (Cmd+Y on a Mac)',
            'Find the pages from this website',
            'Delete just those pages, rather than your whole history, if that would be noticed',
          ),
          bullets(
            'Chrome on a phone: open the menu, choose History, then remove the pages from this website',
            'Safari on an iPhone: tap the book button, then the clock, then swipe left on a page to delete it',
          ),
          h3('Other things to check'),
          para(
            'Emails, text messages and call logs can also show who you have contacted. Some phones share location or photos with other devices signed in to the same account.',
          ),
        ),
      }),
      faqSection({
        heading: 'Questions',
        items: [
          {
            question: 'Can someone see that I called you?',
            answer: paragraphs(
              'Our number may appear in your call history. You can delete it, or call from a phone the person does not have access to, such as a friend’s phone or a phone at work.',
            ),
          },
          {
            question: 'Is it safer to use a different device?',
            answer: paragraphs(
              'Yes, if you can. A computer at a library, or a trusted friend’s phone, is less likely to be monitored than your own.',
            ),
          },
          {
            question: 'Who can help me plan for my safety?',
            answer: richText(
              para(
                'Our family violence workers can help you make a safety plan. You can also call ',
                linked('1800RESPECT', respect),
                ' on 1800 737 732 at any time.',
              ),
            ),
          },
        ],
      }),
      callToAction({
        heading: 'Talk to someone now',
        text: '1800RESPECT is free and confidential, 24 hours a day. In an emergency, call 000.',
        buttons: [
          phoneLink('Call 1800RESPECT on 1800 737 732', '1800 737 732'),
          externalLink('Visit 1800RESPECT', 'https://www.1800respect.org.au'),
        ],
      }),
    ],
  },
  {
    slug: 'help-in-your-language',
    title: 'Help in your language',
    parent: 'get-help',
    summary: 'Talk to us in your language with a free interpreter, or through the National Relay Service.',
    sections: [
      richTextSection({
        heading: 'Free interpreters',
        body: richText(
          para(
            'You can talk to us in your own language with a professional interpreter from the Translating and Interpreting Service (TIS National). It is free and confidential.',
          ),
          numbered(
            'Call TIS National on 131 450',
            'Tell them the language you speak',
            'Ask them to call Altogether better care on 1300 975 707',
          ),
          para(
            'If you call us or visit us, say ‘interpreter’ and the name of your language in English, and we will arrange one for you.',
          ),
          h2('If you are deaf or find it hard to hear or speak'),
          para(
            'Contact us through the ',
            linked(
              'National Relay Service',
              externalLink('National Relay Service', 'https://www.accesshub.gov.au/about-the-nrs'),
            ),
            '. Ask for 1300 975 707.',
          ),
        ),
      }),
      ...inYourLanguage.map(({ language, heading, paragraphs: texts }) =>
        richTextSection({
          anchorId: `language-${language.toLowerCase()}`,
          heading,
          language,
          body: paragraphs(...texts),
        }),
      ),
      contactSection({ heading: 'Other ways to contact us', showCommunicationMethods: true, showNeedAHand: false }),
    ],
  },
]
