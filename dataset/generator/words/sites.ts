/** The offices and centres in the bundled dataset: a suburb from places.ts and what the site is called. */
export type Site = { suburb: string; kind: string; name?: string }

export const siteKinds = ['Community Hub', 'Family Centre', 'Office', 'Wellbeing Centre', 'Day Centre', 'Housing Hub', 'Youth Hub', 'Disability Services', 'Carer Centre']

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

export const openingHours = [
  'Monday to Friday, 9am to 5pm',
  'Monday to Friday, 8.30am to 4.30pm',
  'Monday to Thursday, 9am to 5pm; Friday, 9am to 3pm',
  'Monday to Friday, 9am to 5pm; Saturday, 9am to 12pm',
  'Tuesday to Friday, 9am to 4pm',
]

export const disabilityAccess = [
  'Step-free entry from the street, an accessible toilet and a hearing loop at reception.',
  'Ramp at the front door, automatic doors and an accessible toilet. Accessible parking bay at the rear.',
  'Lift to the first floor, an accessible toilet and a quiet room if you need a break.',
  'Level entry from the car park, wide doorways and an accessible toilet. Assistance animals welcome.',
  'Ground-floor rooms with level access. The nearest accessible toilet is in the shopping centre next door.',
]

export const addressPrefixes = ['', '', '', 'Level 1, ', 'Ground floor, ', 'Suite 2, ', 'Shop 4, ']
