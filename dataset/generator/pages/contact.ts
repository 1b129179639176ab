import { fileValue } from '../assets/pdfs'
import type { Context } from '../context'
import { ids, singletonIds } from '../ids'
import { emailLink, fileLink, internalLink } from '../links'
import { bullets, linked, para, paragraphs, richText } from '../portableText'
import { callToAction, cardGrid, contactSection, faqSection, richTextSection } from '../sections'
import type { PageInput } from './page'

export const contactPages = ({ files }: Context): PageInput[] => [
  {
    slug: 'contact-us',
    title: 'Contact us',
    summary: 'Call, email, message or visit us. We are here to help.',
    sections: [
      contactSection({
        anchorId: 'contact',
        heading: 'Talk to us',
        showCommunicationMethods: true,
        showNeedAHand: true,
      }),
      richTextSection({
        anchorId: 'send-a-message',
        heading: 'Send us a message',
        body: richText(
          para(
            'Email ',
            linked('hello@altogether.example', emailLink('hello@altogether.example', 'hello@altogether.example')),
            ' and tell us a little about what you need. We reply within two working days.',
          ),
          para('Please do not use email if you need help urgently. Call us, or call 000 in an emergency.'),
        ),
      }),
      cardGrid({
        heading: 'Visit us',
        cards: [
          {
            title: 'Find a location',
            text: 'Addresses, opening hours and accessibility for every office and centre.',
            link: internalLink('See all locations', singletonIds.locationsSettings),
          },
          {
            title: 'Find a service',
            text: 'Answer a few questions to find services near you.',
            link: internalLink('Find a service', singletonIds.servicesFilter),
          },
        ],
      }),
    ],
  },
  {
    slug: 'feedback',
    title: 'Feedback and complaints',
    summary: 'Tell us what we are doing well and what we could do better.',
    sections: [
      richTextSection({
        heading: 'We want to hear from you',
        body: richText(
          para(
            'Compliments, suggestions and complaints all help us improve. Making a complaint will never affect the support you receive.',
          ),
          bullets('Tell the person you work with', 'Email feedback@altogether.example', 'Call 1300 975 707'),
          para(
            'Read ',
            linked(
              'how we handle complaints',
              internalLink('how we handle complaints', ids.policy('complaints-and-feedback')),
            ),
            ', step by step.',
          ),
        ),
      }),
      faqSection({
        heading: 'What happens next',
        items: [
          {
            question: 'How long will it take?',
            answer: paragraphs(
              'We acknowledge your feedback within two working days and aim to resolve complaints within 20 working days.',
            ),
          },
          {
            question: 'Can someone help me make a complaint?',
            answer: paragraphs(
              'Yes. A family member, friend or advocate can contact us for you, with your permission.',
            ),
          },
        ],
      }),
      callToAction({
        heading: 'Give feedback',
        buttons: [
          emailLink('Email feedback', 'feedback@altogether.example'),
          fileLink('Read our complaints policy (PDF)', fileValue(files.get('complaints-and-feedback-policy'))),
        ],
      }),
    ],
  },
]
