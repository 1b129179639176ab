/** The offices and centres in the bundled dataset: a suburb from places.ts and what the site is called. */
export type Site = { suburb: string; kind: string; name?: string }

export const siteKinds = [
  'Community Hub',
  'Family Centre',
  'Office',
  'Wellbeing Centre',
  'Day Centre',
  'Housing Hub',
  'Youth Hub',
  'Disability Services',
  'Carer Centre',
]

export const visibleSites: Site[] = [
  { suburb: 'Parramatta', kind: 'Community Hub' },
  { suburb: 'Penrith', kind: 'Family Centre' },
  { suburb: 'Blacktown', kind: 'Day Centre' },
  { suburb: 'Liverpool', kind: 'Office' },
  { suburb: 'Campbelltown', kind: 'Youth Hub' },
  { suburb: 'Newcastle', kind: 'Community Hub' },
  { suburb: 'Wollongong', kind: 'Wellbeing Centre' },
  { suburb: 'Dubbo', kind: 'Office' },
  { suburb: 'Wagga Wagga', kind: 'Community Hub' },
  { suburb: 'Redfern', kind: 'Housing Hub' },
  { suburb: 'Footscray', kind: 'Community Hub' },
  { suburb: 'Dandenong', kind: 'Family Centre' },
  { suburb: 'Geelong', kind: 'Office' },
  { suburb: 'Ballarat Central', kind: 'Wellbeing Centre' },
  { suburb: 'Bendigo', kind: 'Community Hub' },
  { suburb: 'Frankston', kind: 'Day Centre' },
  { suburb: 'Broadmeadows', kind: 'Family Centre' },
  { suburb: 'Shepparton', kind: 'Office' },
  { suburb: 'Logan Central', kind: 'Community Hub' },
  { suburb: 'Ipswich', kind: 'Family Centre' },
  { suburb: 'Townsville City', kind: 'Office' },
  { suburb: 'Cairns City', kind: 'Wellbeing Centre' },
  { suburb: 'Toowoomba City', kind: 'Community Hub' },
  { suburb: 'Southport', kind: 'Day Centre' },
  { suburb: 'Maroochydore', kind: 'Office' },
  { suburb: 'Fortitude Valley', kind: 'Housing Hub' },
  { suburb: 'Adelaide', kind: 'Office', name: 'Adelaide City Office' },
  { suburb: 'Elizabeth', kind: 'Family Centre' },
  { suburb: 'Port Adelaide', kind: 'Community Hub' },
  { suburb: 'Mount Gambier', kind: 'Office' },
  { suburb: 'Midland', kind: 'Community Hub' },
  { suburb: 'Fremantle', kind: 'Wellbeing Centre' },
  { suburb: 'Joondalup', kind: 'Office' },
  { suburb: 'Bunbury', kind: 'Family Centre' },
  { suburb: 'Hobart', kind: 'Community Hub' },
  { suburb: 'Launceston', kind: 'Office' },
  { suburb: 'Belconnen', kind: 'Community Hub' },
  { suburb: 'Greenway', kind: 'Family Centre', name: 'Tuggeranong Family Centre' },
  { suburb: 'Darwin City', kind: 'Community Hub' },
  { suburb: 'Alice Springs', kind: 'Office' },
]

/** Sites kept in the dataset only to prove the website leaves them out; 'Retired' marks them. */
export const retiredSites: Array<Site & { rule: 'hidden' | 'deleted' | 'inactive' }> = [
  { suburb: 'Gosford', kind: 'Office', rule: 'hidden' },
  { suburb: 'Orange', kind: 'Day Centre', rule: 'hidden' },
  { suburb: 'Lismore', kind: 'Office', rule: 'deleted' },
  { suburb: 'Mildura', kind: 'Community Hub', rule: 'deleted' },
  { suburb: 'Kalgoorlie', kind: 'Office', rule: 'inactive' },
  { suburb: 'Devonport', kind: 'Office', rule: 'inactive' },
]

export const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
type Range = { opens: string; closes: string }
const range = (opens: string, closes: string): Range => ({ opens, closes })
const weekdays = (monday: Range[], friday = monday) => ({
  monday,
  tuesday: monday,
  wednesday: monday,
  thursday: monday,
  friday,
})

/** The usual weeks of the offices, as the Studio's opening hours hold them (one picked for each site). */
export const usualWeeks = [
  weekdays([range('09:00', '17:00')]),
  weekdays([range('08:30', '16:30')]),
  weekdays([range('09:00', '17:00')], [range('09:00', '15:00')]),
  { ...weekdays([range('09:00', '17:00')]), saturday: [range('09:00', '12:00')] },
  { ...weekdays([range('09:00', '16:00')]), monday: [] },
]

/** Sites whose hours are set rather than picked: open all hours, open at weekends, closed for a while. */
export const siteHours: Record<
  string,
  {
    week?: Partial<Record<(typeof days)[number], Range[]>>
    publicHolidays?: 'closed' | 'usual' | 'special'
    closures?: Array<{ from: string; to?: string; note: string }>
    note?: string
  }
> = {
  // The site tests use for the status in Perth: Monday to Friday, 9 am to 5 pm.
  'Midland Community Hub': { week: weekdays([range('09:00', '17:00')]), publicHolidays: 'closed' },
  'Fortitude Valley Housing Hub': {
    week: {
      ...weekdays([range('00:00', '24:00')]),
      saturday: [range('00:00', '24:00')],
      sunday: [range('00:00', '24:00')],
    },
    publicHolidays: 'usual',
    note: 'Our crisis accommodation team is here day and night: ring the bell at the side door after 5 pm.',
  },
  'Redfern Housing Hub': {
    week: {
      ...weekdays([range('08:00', '20:00')]),
      saturday: [range('10:00', '16:00')],
      sunday: [range('10:00', '16:00')],
    },
    publicHolidays: 'special',
  },
  'Dubbo Office': {
    week: weekdays([range('09:00', '17:00')]),
    closures: [
      {
        from: '2026-09-14',
        note: 'Closed while we move to a new office in Dubbo. Call us and we will help by phone meanwhile.',
      },
    ],
  },
  'Geelong Office': {
    closures: [
      {
        from: '2026-12-21',
        to: '2027-01-04',
        note: 'Closed over Christmas and New Year. In a crisis, call Lifeline on 13 11 14.',
      },
    ],
  },
  'Launceston Office': { closures: [{ from: '2027-02-15', to: '2027-02-19', note: 'Closed for staff training.' }] },
  'Bendigo Community Hub': {
    week: { ...weekdays([range('09:00', '17:00')]), wednesday: [range('09:00', '12:30'), range('13:30', '17:00')] },
    note: 'Closed for lunch on Wednesdays from 12.30 pm to 1.30 pm.',
  },
}

export const disabilityAccess = [
  'Step-free entry from the street, an accessible toilet and a hearing loop at reception.',
  'Ramp at the front door, automatic doors and an accessible toilet. Accessible parking bay at the rear.',
  'Lift to the first floor, an accessible toilet and a quiet room if you need a break.',
  'Level entry from the car park, wide doorways and an accessible toilet. Assistance animals welcome.',
  'Ground-floor rooms with level access. The nearest accessible toilet is in the shopping centre next door.',
]

export const addressPrefixes = ['', '', '', 'Level 1, ', 'Ground floor, ', 'Suite 2, ', 'Shop 4, ']
