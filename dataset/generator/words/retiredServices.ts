/** Services kept in the dataset only to prove the website leaves them out; 'Retired' in the title marks them. */
/** `oldPath` is a legacy address that still points at the service, so the website must answer it with its 404 page. */
export type RetiredService = {
  title: string
  basedOn: string
  rule: 'hidden' | 'deleted' | 'inactive'
  oldPath?: string
}

export const retiredServices: RetiredService[] = [
  {
    title: 'Computer Classes for Seniors (Retired)',
    basedOn: 'Social Connections for Seniors',
    rule: 'hidden',
    oldPath: '/service/computer-classes-for-seniors',
  },
  { title: 'Weekend Respite Cottage (Retired)', basedOn: 'Carer Respite', rule: 'hidden' },
  { title: 'Gambling Help Line (Retired)', basedOn: 'Alcohol and Other Drugs Counselling', rule: 'hidden' },
  {
    title: 'Home Help Pilot (Retired)',
    basedOn: 'Commonwealth Home Support',
    rule: 'deleted',
    oldPath: '/service/home-help-pilot',
  },
  {
    title: 'Tenancy Advice Clinic (Retired)',
    basedOn: 'Tenancy Sustainment',
    rule: 'deleted',
    oldPath: '/service/Tenancy-Advice-Clinic/',
  },
  { title: 'Parents Night Out (Retired)', basedOn: 'Parenting Programs', rule: 'deleted' },
  { title: 'Youth Drop-in Centre (Retired)', basedOn: 'Youth Wellbeing Hub', rule: 'inactive' },
  { title: "Men's Shed Program (Retired)", basedOn: 'Social Connections for Seniors', rule: 'inactive' },
  { title: 'Bush Holiday Camps (Retired)', basedOn: 'Young Carers Program', rule: 'inactive' },
]
