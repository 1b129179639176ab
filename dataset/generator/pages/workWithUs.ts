import { imageValue } from '../assets/images'
import type { Context } from '../context'
import { singletonIds, ids } from '../ids'
import { emailLink, internalLink } from '../links'
import { bullets, para, paragraphs, richText } from '../portableText'
import { callToAction, cardGrid, faqSection, hero, imageWithText, richTextSection } from '../sections'
import type { PageInput } from './page'

export const workWithUsPages = ({ images }: Context): PageInput[] => [
  {
    slug: 'work-with-us',
    title: 'Work with us',
    summary: 'Jobs and volunteering with a community organisation that values its people.',
    sections: [
      hero({
        heading: 'Work that makes a difference',
        text: 'Join 4,000 staff and 1,200 volunteers who support their communities every day.',
        image: imageValue(images.get('photo-community-garden'), 'Volunteers working together in a garden'),
        buttons: [
          internalLink('See open roles', singletonIds.careersSettings),
          internalLink('Volunteer with us', ids.page('volunteering')),
        ],
      }),
      cardGrid({
        heading: 'Ways to join us',
        cards: [
          {
            title: 'Careers',
            text: 'Why people love working here, and what we offer.',
            link: internalLink('Careers at Altogether', ids.page('careers')),
          },
          {
            title: 'Open roles',
            text: 'Jobs you can apply for now.',
            link: internalLink('See open roles', singletonIds.careersSettings),
          },
          {
            title: 'Volunteering',
            text: 'Give a few hours a week and meet great people.',
            link: internalLink('Volunteering', ids.page('volunteering')),
          },
        ],
      }),
    ],
  },
  {
    slug: 'careers',
    title: 'Careers',
    parent: 'work-with-us',
    summary: 'Flexible, meaningful work with good support and real benefits.',
    sections: [
      richTextSection({
        heading: 'Why work with us',
        body: richText(
          para(
            'Our people tell us they stay because the work matters, their team has their back and they can build a career here.',
          ),
          bullets(
            'Salary packaging of up to $15,900 a year',
            'Paid training and professional supervision',
            'Flexible hours and working from home where the role allows',
            'Extra leave for cultural and ceremonial purposes',
          ),
        ),
      }),
      callToAction({
        heading: 'Ready to apply?',
        text: 'See the roles open now and apply online in about ten minutes.',
        buttons: [internalLink('See open roles', singletonIds.careersSettings)],
      }),
      faqSection({
        heading: 'Questions about applying',
        items: [
          {
            question: 'Do I need a Working with Children Check?',
            answer: paragraphs(
              'For roles with children and young people, yes. We will help you apply for one if you do not have it yet.',
            ),
          },
          {
            question: 'Can I ask for adjustments during recruitment?',
            answer: paragraphs(
              'Yes. Tell us what you need when you apply, or email careers@altogether.example, and we will make it work.',
            ),
          },
        ],
      }),
    ],
  },
  {
    slug: 'volunteering',
    title: 'Volunteering',
    parent: 'work-with-us',
    summary: 'Drive, cook, garden, chat or help out at events. Give as much or as little time as suits you.',
    sections: [
      imageWithText({
        heading: 'Give a few hours, make a big difference',
        body: richText(
          para(
            'Our volunteers deliver meals, drive people to appointments, make friendly phone calls and help in our gardens and op shops.',
          ),
        ),
        image: imageValue(images.get('photo-veggie-patch'), 'Two volunteers standing beside a vegetable patch', {
          crop: { top: 0, bottom: 0.1, left: 0.05, right: 0.05 },
        }),
        imagePosition: 'start',
        button: emailLink('Email our volunteer team', 'volunteer@altogether.example'),
      }),
      faqSection({
        heading: 'Volunteering questions',
        items: [
          {
            question: 'How much time do I need to give?',
            answer: paragraphs('Most volunteers give two to four hours a week, but we can work around you.'),
          },
          {
            question: 'Are there any costs?',
            answer: paragraphs('No. We pay for your police check and reimburse travel when you use your own car.'),
          },
        ],
      }),
      callToAction({
        heading: 'Start volunteering',
        text: 'Tell us a little about yourself and we will be in touch within a week.',
        buttons: [emailLink('Email us', 'volunteer@altogether.example')],
      }),
    ],
  },
]
