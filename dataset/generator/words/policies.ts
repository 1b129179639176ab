/** Policies and statements. The same words fill the page body and the downloadable PDF. */
export type PolicySection = { heading: string; paragraphs: string[]; list?: string[] }
export type PolicyWords = {
  title: string
  slug: string
  summary: string
  lastReviewed: string
  fileName: string
  sections: PolicySection[]
}

export const policies: PolicyWords[] = [
  {
    title: 'Privacy policy',
    slug: 'privacy-policy',
    summary: 'How we collect, use, store and share your personal information, and how to see or correct it.',
    lastReviewed: '2026-03-12',
    fileName: 'altogether-privacy-policy-2026',
    sections: [
      {
        heading: 'Why we collect your information',
        paragraphs: [
          'We collect personal information so we can give you safe, good quality support, meet our legal obligations and improve our services. We only collect what we need.',
          'Most of the time we collect information from you directly. Sometimes it comes from someone else, such as a family member, a doctor or a government agency, with your consent or where the law allows it.',
        ],
      },
      {
        heading: 'What we do with it',
        paragraphs: [
          'We use your information to plan and deliver your support, to contact you, and to report to the governments that fund us. Reports to funders do not identify you unless the law requires it.',
        ],
        list: [
          'We never sell your information.',
          'We store records securely in Australia.',
          'Staff can only see the records they need for their work.',
        ],
      },
      {
        heading: 'Seeing and correcting your information',
        paragraphs: [
          'You can ask to see the information we hold about you, and ask us to correct it. Email privacy@altogether.example or call 1300 975 707. If you are unhappy with how we handled your privacy, you can contact the Office of the Australian Information Commissioner.',
        ],
      },
    ],
  },
  {
    title: 'Complaints and feedback',
    slug: 'complaints-and-feedback',
    summary: 'How to give us a compliment, make a suggestion or complain, and what happens next.',
    lastReviewed: '2025-11-04',
    fileName: 'complaints-and-feedback-policy',
    sections: [
      {
        heading: 'We want to hear from you',
        paragraphs: [
          'Your feedback helps us get things right. Making a complaint will never affect the support you receive. You can give feedback anonymously, and someone else, such as a friend or advocate, can speak for you.',
        ],
      },
      {
        heading: 'How to give feedback',
        paragraphs: [
          'Tell the person you work with, use the feedback form on our website, email feedback@altogether.example or call 1300 975 707.',
        ],
        list: [
          'We acknowledge complaints within two working days.',
          'We aim to resolve them within 20 working days.',
          'We tell you what we found and what we will change.',
        ],
      },
      {
        heading: 'If you are still not satisfied',
        paragraphs: [
          'You can contact the body that oversees the service you receive, such as the Aged Care Quality and Safety Commission or the NDIS Quality and Safeguards Commission. We will give you their details.',
        ],
      },
    ],
  },
  {
    title: 'Child safe policy',
    slug: 'child-safe-policy',
    summary: 'Our commitment to the safety and wellbeing of every child and young person we work with.',
    lastReviewed: '2026-02-20',
    fileName: 'child-safe-policy',
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'We have zero tolerance for child abuse. Every child and young person has the right to feel safe, to be heard and to be treated with respect, whatever their culture, ability, gender or background.',
          'We follow the National Principles for Child Safe Organisations and the child safe standards in each state and territory where we work.',
        ],
      },
      {
        heading: 'What we do',
        paragraphs: ['Keeping children safe is everyone’s job here, from the board to our volunteers.'],
        list: [
          'Everyone who works with children holds a current Working with Children Check.',
          'All staff and volunteers complete child safety training each year.',
          'We listen to children and act on what they tell us.',
          'We report concerns to the authorities without delay.',
        ],
      },
      {
        heading: 'Raising a concern',
        paragraphs: [
          'If a child is in immediate danger, call 000. To raise a concern about a worker or a program, call 1300 975 707 and ask for the safeguarding team, or email safeguarding@altogether.example.',
        ],
      },
    ],
  },
  {
    title: 'Accessibility statement',
    slug: 'accessibility-statement',
    summary:
      'How we make this website work for everyone, what we know still needs work, and how to tell us about a problem.',
    lastReviewed: '2026-06-30',
    fileName: 'accessibility-statement',
    sections: [
      {
        heading: 'Our goal',
        paragraphs: [
          'We want everyone to be able to use this website, including people who use a screen reader, magnification, voice control or a keyboard only. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
        ],
      },
      {
        heading: 'What you can do on this site',
        paragraphs: ['Use the accessibility settings button at the top of any page to make changes that suit you.'],
        list: [
          'Make text larger and bolder',
          'Turn on high contrast or greyscale',
          'Use a font designed for people with dyslexia',
          'Underline all links and add space between letters',
        ],
      },
      {
        heading: 'Tell us about a problem',
        paragraphs: [
          'If something does not work for you, email web@altogether.example or call 1300 975 707. If you are deaf, or have a hearing or speech impairment, contact us through the National Relay Service.',
        ],
      },
    ],
  },
  {
    title: 'Modern slavery statement',
    slug: 'modern-slavery-statement',
    summary: 'What we are doing to find and address the risk of modern slavery in our operations and supply chains.',
    lastReviewed: '2025-12-01',
    fileName: 'modern-slavery-statement-2025',
    sections: [
      {
        heading: 'About this statement',
        paragraphs: [
          'This statement is made under the Modern Slavery Act 2018 (Cth) for the financial year ending 30 June 2025. It was approved by our board.',
        ],
      },
      {
        heading: 'Where the risks are',
        paragraphs: [
          'Our highest risks are in the goods we buy, such as uniforms, cleaning products, personal protective equipment and technology, and in outsourced cleaning and security.',
        ],
        list: [
          'We ask key suppliers to answer a modern slavery questionnaire.',
          'Our contracts include modern slavery clauses.',
          'Staff who buy goods and services are trained to spot risks.',
        ],
      },
    ],
  },
  {
    title: 'Reconciliation action plan summary',
    slug: 'reconciliation-action-plan',
    summary: 'A summary of our Innovate Reconciliation Action Plan and what we have done so far.',
    lastReviewed: '2025-08-15',
    fileName: 'reconciliation-action-plan-summary',
    sections: [
      {
        heading: 'Our vision for reconciliation',
        paragraphs: [
          'We see an Australia where Aboriginal and Torres Strait Islander peoples’ cultures are celebrated, their rights are respected and their communities thrive. Our plan sets out how we will play our part through relationships, respect and opportunities.',
        ],
      },
      {
        heading: 'What we have done',
        paragraphs: ['Since our plan began, we have made progress in each area.'],
        list: [
          'Aboriginal and Torres Strait Islander staff now make up 6% of our workforce.',
          'Every team has completed cultural learning with local Aboriginal educators.',
          'We spend more each year with Aboriginal and Torres Strait Islander businesses.',
        ],
      },
    ],
  },
]
