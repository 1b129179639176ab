import { fileValue } from '../assets/pdfs'
import { imageValue } from '../assets/images'
import type { Context } from '../context'
import { ids } from '../ids'
import { emailLink, fileLink, internalLink } from '../links'
import { bullets, h2, para, richText } from '../portableText'
import { callToAction, cardGrid, carousel, hero, imageWithText, richTextSection } from '../sections'
import type { PageInput } from './page'

export const aboutUsPages = ({ images, files }: Context): PageInput[] => [
  {
    slug: 'about-us',
    title: 'About us',
    summary:
      'Altogether better care is a not-for-profit community organisation supporting people across Australia since 1968.',
    sections: [
      hero({
        heading: 'Care that starts with you',
        text: 'We are a not-for-profit organisation. Every dollar we receive goes back into supporting people and communities.',
        image: imageValue(images.get('photo-park-walk'), 'Two people walking together through a park', {
          hotspot: { x: 0.3, y: 0.6, width: 0.5, height: 0.6 },
        }),
      }),
      richTextSection({
        anchorId: 'who-we-are',
        heading: 'Who we are',
        body: richText(
          para(
            'Altogether better care supports around 60,000 people each year, from young children and their families to people in their nineties. Our 4,000 staff and 1,200 volunteers work in cities, regional towns and remote communities in every state and territory.',
          ),
          para(
            'We believe everyone deserves support that respects who they are, where they come from and what they want from life.',
          ),
        ),
      }),
      cardGrid({
        heading: 'Find out more',
        cards: [
          {
            title: 'Our history',
            text: 'From a church hall in Parramatta to a national organisation.',
            link: internalLink('Read our history', ids.page('our-history')),
          },
          {
            title: 'Leadership',
            text: 'Meet the people who lead our work.',
            link: internalLink('Meet our leaders', ids.page('leadership')),
          },
          {
            title: 'Reconciliation',
            text: 'Our commitment to Aboriginal and Torres Strait Islander peoples.',
            link: internalLink('Read our plan', ids.policy('reconciliation-action-plan')),
          },
          {
            title: 'Work with us',
            text: 'Jobs and volunteering across Australia.',
            link: internalLink('Work with us', ids.page('work-with-us')),
          },
        ],
      }),
    ],
  },
  {
    slug: 'our-history',
    title: 'Our history',
    parent: 'about-us',
    summary: 'How a group of neighbours in a church hall became a national community organisation.',
    sections: [
      richTextSection({
        heading: 'Where we began',
        body: richText(
          para(
            'In 1968, a group of neighbours in Parramatta started delivering hot meals to older people who lived alone. They called themselves the Parramatta Neighbourhood Care Group.',
          ),
          h2('Growing with our communities'),
          para(
            'Over the following decades, local groups across the country joined us, each bringing their own services and their own history.',
          ),
          bullets(
            '1968: the first delivered meals in Parramatta',
            '1985: our first family support service opens in Footscray',
            '2004: groups in five states join to form Altogether better care',
            '2019: we become a registered NDIS provider',
          ),
        ),
      }),
      carousel({
        heading: 'Moments that shaped us',
        slides: [
          {
            title: 'The first meals',
            text: 'Volunteers cooked in a church kitchen and delivered by bicycle.',
            image: imageValue(images.get('photo-kitchen-table'), 'Volunteers around a kitchen table'),
          },
          {
            title: 'Families first',
            text: 'Our first family centre opened its doors in Footscray.',
            image: imageValue(images.get('photo-family-picnic'), undefined),
          },
          {
            title: 'Coming together',
            text: 'Five local organisations became one, keeping their local roots.',
            image: imageValue(images.get('photo-community-centre'), 'A community centre on a quiet street'),
          },
          {
            title: 'Walking together',
            text: 'Our first Reconciliation Action Plan was endorsed.',
            image: imageValue(images.get('photo-park-walk'), 'People walking on a path through a park'),
          },
        ],
      }),
    ],
  },
  {
    slug: 'leadership',
    title: 'Leadership',
    parent: 'about-us',
    summary: 'Our executive team and board.',
    sections: [
      richTextSection({
        heading: 'Our executive team',
        body: richText(
          para('Our executive team is led by our Chief Executive, Dr Aisha Karimi, and is accountable to our board.'),
          bullets(
            'Dr Aisha Karimi, Chief Executive',
            'Priya Raman, Head of Community Services',
            'Michael Tran, Chief Financial Officer',
            'Jarrah Williams, Aboriginal Engagement Manager',
          ),
        ),
      }),
      imageWithText({
        heading: 'Governed by our board',
        body: richText(
          para('Our volunteer board sets our direction and makes sure we are safe, well run and true to our purpose.'),
        ),
        image: imageValue(images.get('photo-art-group'), 'People sitting around a table in a meeting'),
        imagePosition: 'end',
        button: internalLink('Meet our board', ids.page('board')),
      }),
    ],
  },
  {
    slug: 'board',
    title: 'Our board',
    parent: 'leadership',
    summary: 'The volunteer directors who govern Altogether better care.',
    sections: [
      richTextSection({
        heading: 'Board members',
        body: richText(
          para(
            'Our directors bring experience in community services, health, finance, law and lived experience of the services we provide.',
          ),
          bullets(
            'Helen Papadopoulos, Chair',
            'Robert Yunupingu, Deputy Chair',
            'Kate Morrison, Chair of the Finance and Audit Committee',
            'Dr Samuel Osei',
            'Linh Pham',
          ),
        ),
      }),
      callToAction({
        heading: 'Read how we are tracking',
        text: 'Our Reconciliation Action Plan summary sets out our commitments and progress.',
        buttons: [
          fileLink('Download the summary (PDF)', fileValue(files.get('reconciliation-action-plan-summary'))),
          emailLink('Email the company secretary', 'governance@altogether.example'),
        ],
      }),
    ],
  },
]
