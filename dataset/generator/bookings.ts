import { type Context, serviceOf } from './context'
import { envelope, ref, slug } from './documents'
import { ids } from './ids'
import { para, paragraphs, richText, strong } from './portableText'
import type { SanityDocument } from './types'

export function buildBookings(context: Context): SanityDocument[] {
  const counselling = serviceOf(context, 'Community Counselling')
  const coordination = serviceOf(context, 'NDIS Support Coordination')
  return [
    {
      ...envelope(ids.booking('counselling-appointment'), 'booking'),
      title: 'Book a counselling appointment',
      slug: slug('counselling-appointment'),
      service: ref(counselling.id),
      intro: richText(
        para(
          'Tell us a little about yourself and when suits you. A member of our intake team will call you within two working days to book your first session.',
        ),
        para(strong('If you are in danger, call 000.'), ' This form is not checked after hours.'),
      ),
      askFor: ['availability', 'where', 'interpreter', 'accessibility'],
      confirmation: paragraphs(
        'Thank you. We have your request and will call you within two working days. Keep your reference number in case you need to contact us about it.',
      ),
      notifyEmail: 'intake.counselling@altogether.example',
    },
    {
      ...envelope(ids.booking('support-coordination-meeting'), 'booking'),
      title: 'Request a meeting with a support coordinator',
      slug: slug('support-coordination-meeting'),
      service: ref(coordination.id),
      intro: paragraphs(
        'Ask for a first meeting with one of our support coordinators. It is free to talk with us before you decide.',
      ),
      askFor: ['availability', 'where', 'interpreter', 'accessibility', 'ndis'],
      confirmation: paragraphs(
        'Thank you. A support coordinator will contact you within three working days to arrange a time to meet.',
      ),
      notifyEmail: 'intake.disability@altogether.example',
    },
  ]
}
