import { imageValue } from './assets/images'
import { type Context, serviceOf } from './context'
import { envelope, slug } from './documents'
import { ids, singletonIds } from './ids'
import { internalLink, phoneLink } from './links'
import { bullets, para, paragraphs, richText } from './portableText'
import {
  callToAction,
  cardGrid,
  carousel,
  contactSection,
  faqSection,
  hero,
  imageWithText,
  richTextSection,
  serviceList,
} from './sections'
import type { SanityDocument, Section } from './types'

type CampaignInput = { slug: string; title: string; summary: string; sections: Section[] }

const campaignDocument = (input: CampaignInput): SanityDocument => ({
  ...envelope(ids.campaign(input.slug), 'campaign'),
  title: input.title,
  slug: slug(input.slug),
  summary: input.summary,
  sections: input.sections,
  seo: { _type: 'seo', title: input.title, description: input.summary, noIndex: false },
})

export function buildCampaigns(context: Context): SanityDocument[] {
  const { images } = context
  const carersWeek: CampaignInput = {
    slug: 'carers-week',
    title: 'Carers Week: you care, we care about you',
    summary: 'This Carers Week, find out about the breaks, advice and people who can support you in your caring role.',
    sections: [
      hero({
        heading: 'You care for them. Who cares for you?',
        text: 'Nearly three million Australians care for a family member or friend. This Carers Week, we want every carer to know that help is here.',
        image: imageValue(images.get('photo-carers-morning-tea'), 'Carers sharing morning tea around a table'),
        buttons: [internalLink('Find carer support', ids.category('carer-support'))],
      }),
      carousel({
        heading: 'Carers in their own words',
        slides: [
          {
            title: 'Leanne and Sam',
            text: 'How a monthly weekend of respite changed things for a mum and her son.',
            image: imageValue(images.get('photo-carers-morning-tea'), undefined),
            link: internalLink('Read their story', ids.article('how-respite-gave-sam-and-his-mum-a-break')),
          },
          {
            title: 'Looking after yourself',
            text: 'Practical ideas from carers who have been there.',
            image: imageValue(images.get('photo-park-walk'), 'Two people walking in a park'),
            link: internalLink('Read the guide', ids.article('looking-after-yourself-as-a-carer')),
          },
          {
            title: 'Young carers',
            text: 'Camps, days out and support for kids who care.',
            image: imageValue(images.get('photo-youth-hub'), 'The entrance of a youth hub'),
            link: internalLink('Young carers', ids.support('young-carers')),
          },
        ],
      }),
      serviceList({
        heading: 'Carer support services',
        intro: 'Services for carers across the country.',
        source: 'category',
        category: ids.category('carer-support'),
        limit: 6,
      }),
      faqSection({
        heading: 'Am I a carer?',
        items: [
          {
            question: 'I just help my mum. Does that make me a carer?',
            answer: paragraphs(
              'If you give unpaid help and support to a family member or friend who has a disability, illness, mental health condition or is frail, you are a carer.',
            ),
          },
          { question: 'Do I need a referral?', answer: paragraphs('No. You can call us directly on 1300 975 707.') },
        ],
      }),
      callToAction({
        heading: 'Talk to a carer support worker',
        buttons: [
          internalLink('Carer advice and planning', ids.support('carer-advice-and-planning')),
          phoneLink('Call 1300 975 707', '1300 975 707'),
        ],
      }),
    ],
  }

  const homeCare: CampaignInput = {
    slug: 'home-care-made-simple',
    title: 'Home care made simple',
    summary: 'Stay in the home you love, with care that fits around your life.',
    sections: [
      hero({
        heading: 'Home care made simple',
        text: 'One care partner, one plan, and care that changes when you do.',
        image: imageValue(images.get('photo-home-visit'), 'A small house with a tree beside it'),
        buttons: [
          internalLink('Find home care near you', singletonIds.servicesFilter, { query: 'category=aged-care' }),
        ],
      }),
      imageWithText({
        heading: 'How it works',
        body: richText(
          bullets(
            'Register with My Aged Care and have an assessment',
            'Meet your care partner and plan your care',
            'Start your services, usually within two weeks',
          ),
        ),
        image: imageValue(
          images.get('photo-kitchen-table'),
          'A care partner talking with an older couple at their kitchen table',
        ),
        imagePosition: 'end',
        button: internalLink('Read our guide to My Aged Care', ids.article('how-to-get-started-with-my-aged-care')),
      }),
      serviceList({
        heading: 'Home care near you',
        source: 'selected',
        services: [0, 1, 2, 3].map((nth) => serviceOf(context, 'Home Care Packages', nth).id),
        limit: 4,
      }),
      contactSection({ heading: 'Questions? Talk to us', showCommunicationMethods: true, showNeedAHand: false }),
      callToAction({
        heading: 'Not sure what you need?',
        text: 'Our aged care navigators can help, at no cost.',
        buttons: [internalLink('Aged care navigation', serviceOf(context, 'Aged Care Navigation').id)],
      }),
    ],
  }

  const askEarly: CampaignInput = {
    slug: 'its-ok-to-ask-early',
    title: 'It’s OK to ask early',
    summary: 'You do not have to wait until things are really bad to talk to someone.',
    sections: [
      hero({
        heading: 'It’s OK to ask early',
        text: 'Free counselling, no referral, and someone who listens.',
        image: imageValue(images.get('photo-art-group'), 'A small group around a table'),
      }),
      cardGrid({
        heading: 'Where to start',
        cards: [
          {
            title: 'Counselling',
            text: 'Free sessions in person, by phone or video.',
            link: internalLink('Counselling', ids.support('counselling')),
          },
          {
            title: 'For young people',
            text: 'Drop in after school, no appointment needed.',
            link: internalLink('Services for young people', ids.audience('young-people')),
          },
          {
            title: 'Alcohol and other drugs',
            text: 'Confidential support, without judgement.',
            link: internalLink('Alcohol and other drugs', ids.expertise('alcohol-and-other-drugs')),
          },
        ],
      }),
      serviceList({
        heading: 'Services for young people',
        source: 'audience',
        audience: ids.audience('young-people'),
        limit: 6,
      }),
      richTextSection({
        heading: 'In a crisis',
        body: richText(para('If you are in danger, call 000. Lifeline is available 24 hours a day on 13 11 14.')),
      }),
      callToAction({
        heading: 'Book a counselling session',
        buttons: [internalLink('Book now', ids.booking('counselling-appointment'))],
      }),
    ],
  }

  return [carersWeek, homeCare, askEarly].map(campaignDocument)
}
