/** Real suburbs with their postcode, local government area, a service region and an approximate centre. */

export type Place = { suburb: string; postcode: string; state: StateCode; lga: string; region: string; latitude: number; longitude: number; streets: string[] }
export type StateCode = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT'

export const states: Array<{ code: StateCode; name: string }> = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
]

/** The first two digits of a landline in each state; the rest of every number is from the range set aside for fiction. */
export const areaCodes: Record<StateCode, string> = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' }

const place = (suburb: string, postcode: string, state: StateCode, lga: string, region: string, latitude: number, longitude: number, ...streets: string[]): Place => ({
  suburb,
  postcode,
  state,
  lga,
  region,
  latitude,
  longitude,
  streets,
})

export const places: Place[] = [
  place('Parramatta', '2150', 'NSW', 'City of Parramatta', 'Western Sydney', -33.815, 151.0011, 'Church Street', 'George Street', 'Macquarie Street'),
  place('Penrith', '2750', 'NSW', 'City of Penrith', 'Nepean Blue Mountains', -33.751, 150.694, 'High Street', 'Henry Street'),
  place('Blacktown', '2148', 'NSW', 'City of Blacktown', 'Western Sydney', -33.771, 150.906, 'Main Street', 'Flushcombe Road'),
  place('Liverpool', '2170', 'NSW', 'City of Liverpool', 'South Western Sydney', -33.92, 150.923, 'Macquarie Street', 'Moore Street'),
  place('Campbelltown', '2560', 'NSW', 'City of Campbelltown', 'South Western Sydney', -34.065, 150.814, 'Queen Street', 'Dumaresq Street'),
  place('Newcastle', '2300', 'NSW', 'City of Newcastle', 'Hunter', -32.927, 151.776, 'Hunter Street', 'King Street'),
  place('Wollongong', '2500', 'NSW', 'City of Wollongong', 'Illawarra', -34.425, 150.893, 'Crown Street', 'Keira Street'),
  place('Dubbo', '2830', 'NSW', 'Dubbo Regional Council', 'Western NSW', -32.243, 148.601, 'Macquarie Street', 'Talbragar Street'),
  place('Wagga Wagga', '2650', 'NSW', 'City of Wagga Wagga', 'Riverina', -35.118, 147.37, 'Baylis Street', 'Fitzmaurice Street'),
  place('Redfern', '2016', 'NSW', 'City of Sydney', 'Inner Sydney', -33.893, 151.204, 'Redfern Street', 'Regent Street'),
  place('Tamworth', '2340', 'NSW', 'Tamworth Regional Council', 'New England', -31.09, 150.929, 'Peel Street', 'Marius Street'),
  place('Coffs Harbour', '2450', 'NSW', 'City of Coffs Harbour', 'Mid North Coast', -30.296, 153.114, 'Harbour Drive', 'Gordon Street'),
  place('Bankstown', '2200', 'NSW', 'City of Canterbury-Bankstown', 'South Western Sydney', -33.917, 151.035, 'Chapel Road', 'South Terrace'),
  place('Gosford', '2250', 'NSW', 'Central Coast Council', 'Central Coast', -33.425, 151.342, 'Mann Street', 'William Street'),
  place('Lismore', '2480', 'NSW', 'City of Lismore', 'Northern Rivers', -28.813, 153.277, 'Molesworth Street', 'Keen Street'),
  place('Orange', '2800', 'NSW', 'City of Orange', 'Western NSW', -33.284, 149.1, 'Summer Street', 'Byng Street'),

  place('Footscray', '3011', 'VIC', 'City of Maribyrnong', 'Western Melbourne', -37.8, 144.9, 'Barkly Street', 'Nicholson Street'),
  place('Dandenong', '3175', 'VIC', 'City of Greater Dandenong', 'South East Melbourne', -37.987, 145.215, 'Lonsdale Street', 'Thomas Street'),
  place('Geelong', '3220', 'VIC', 'City of Greater Geelong', 'Barwon', -38.149, 144.36, 'Moorabool Street', 'Malop Street'),
  place('Ballarat Central', '3350', 'VIC', 'City of Ballarat', 'Grampians', -37.562, 143.85, 'Sturt Street', 'Armstrong Street South'),
  place('Bendigo', '3550', 'VIC', 'City of Greater Bendigo', 'Loddon Mallee', -36.757, 144.279, 'Mitchell Street', 'Hargreaves Street'),
  place('Frankston', '3199', 'VIC', 'City of Frankston', 'Bayside Peninsula', -38.144, 145.123, 'Young Street', 'Playne Street'),
  place('Broadmeadows', '3047', 'VIC', 'City of Hume', 'Northern Melbourne', -37.681, 144.919, 'Pearcedale Parade', 'Dimboola Road'),
  place('Shepparton', '3630', 'VIC', 'City of Greater Shepparton', 'Goulburn Valley', -36.38, 145.399, 'Wyndham Street', 'Maude Street'),
  place('Sunshine', '3020', 'VIC', 'City of Brimbank', 'Western Melbourne', -37.788, 144.833, 'Hampshire Road', 'Harvester Road'),
  place('Preston', '3072', 'VIC', 'City of Darebin', 'Northern Melbourne', -37.743, 145.007, 'High Street', 'Gilbert Road'),
  place('Traralgon', '3844', 'VIC', 'City of Latrobe', 'Gippsland', -38.195, 146.54, 'Franklin Street', 'Seymour Street'),
  place('Mildura', '3500', 'VIC', 'Mildura Rural City Council', 'Loddon Mallee', -34.185, 142.162, 'Deakin Avenue', 'Langtree Avenue'),
  place('Werribee', '3030', 'VIC', 'City of Wyndham', 'Western Melbourne', -37.9, 144.661, 'Watton Street', 'Synnot Street'),

  place('Logan Central', '4114', 'QLD', 'City of Logan', 'Logan and Redlands', -27.639, 153.109, 'Wembley Road', 'Jacaranda Avenue'),
  place('Ipswich', '4305', 'QLD', 'City of Ipswich', 'West Moreton', -27.614, 152.76, 'Brisbane Street', 'Limestone Street'),
  place('Townsville City', '4810', 'QLD', 'City of Townsville', 'North Queensland', -19.259, 146.817, 'Flinders Street', 'Stanley Street'),
  place('Cairns City', '4870', 'QLD', 'Cairns Regional Council', 'Far North Queensland', -16.92, 145.771, 'Lake Street', 'Grafton Street'),
  place('Toowoomba City', '4350', 'QLD', 'Toowoomba Regional Council', 'Darling Downs', -27.56, 151.953, 'Ruthven Street', 'Margaret Street'),
  place('Southport', '4215', 'QLD', 'City of Gold Coast', 'Gold Coast', -27.967, 153.4, 'Nerang Street', 'Scarborough Street'),
  place('Maroochydore', '4558', 'QLD', 'Sunshine Coast Council', 'Sunshine Coast', -26.66, 153.099, 'Ocean Street', 'Duporth Avenue'),
  place('Rockhampton City', '4700', 'QLD', 'Rockhampton Regional Council', 'Central Queensland', -23.379, 150.51, 'East Street', 'Denham Street'),
  place('Fortitude Valley', '4006', 'QLD', 'City of Brisbane', 'Brisbane North', -27.457, 153.034, 'Brunswick Street', 'Ann Street'),
  place('Caboolture', '4510', 'QLD', 'City of Moreton Bay', 'Moreton Bay', -27.085, 152.951, 'King Street', 'Morayfield Road'),
  place('Mackay', '4740', 'QLD', 'Mackay Regional Council', 'Mackay Whitsunday', -21.144, 149.186, 'Victoria Street', 'Wood Street'),

  place('Adelaide', '5000', 'SA', 'City of Adelaide', 'Central Adelaide', -34.929, 138.601, 'Grenfell Street', 'Waymouth Street'),
  place('Elizabeth', '5112', 'SA', 'City of Playford', 'Northern Adelaide', -34.719, 138.67, 'Elizabeth Way', 'Playford Boulevard'),
  place('Port Adelaide', '5015', 'SA', 'City of Port Adelaide Enfield', 'Western Adelaide', -34.846, 138.504, 'Commercial Road', 'St Vincent Street'),
  place('Mount Gambier', '5290', 'SA', 'City of Mount Gambier', 'Limestone Coast', -37.829, 140.783, 'Commercial Street West', 'Bay Road'),
  place('Noarlunga Centre', '5168', 'SA', 'City of Onkaparinga', 'Southern Adelaide', -35.14, 138.496, 'Beach Road', 'Ramsay Place'),
  place('Whyalla', '5600', 'SA', 'City of Whyalla', 'Eyre and Western', -33.033, 137.564, 'Forsyth Street', 'Darling Terrace'),
  place('Port Augusta', '5700', 'SA', 'City of Port Augusta', 'Far North', -32.492, 137.765, 'Commercial Road', 'Marryatt Street'),

  place('Midland', '6056', 'WA', 'City of Swan', 'Perth East', -31.888, 116.01, 'Great Eastern Highway', 'The Avenue'),
  place('Fremantle', '6160', 'WA', 'City of Fremantle', 'Perth South', -32.056, 115.747, 'High Street', 'Market Street'),
  place('Joondalup', '6027', 'WA', 'City of Joondalup', 'Perth North', -31.745, 115.766, 'Boas Avenue', 'Grand Boulevard'),
  place('Armadale', '6112', 'WA', 'City of Armadale', 'Perth South East', -32.153, 116.015, 'Jull Street', 'Third Road'),
  place('Bunbury', '6230', 'WA', 'City of Bunbury', 'South West', -33.327, 115.641, 'Victoria Street', 'Stephen Street'),
  place('Geraldton', '6530', 'WA', 'City of Greater Geraldton', 'Mid West', -28.779, 114.614, 'Marine Terrace', 'Durlacher Street'),
  place('Kalgoorlie', '6430', 'WA', 'City of Kalgoorlie-Boulder', 'Goldfields', -30.749, 121.466, 'Hannan Street', 'Maritana Street'),
  place('Broome', '6725', 'WA', 'Shire of Broome', 'Kimberley', -17.962, 122.236, 'Carnarvon Street', 'Dampier Terrace'),
  place('Mandurah', '6210', 'WA', 'City of Mandurah', 'Peel', -32.529, 115.723, 'Pinjarra Road', 'Sutton Street'),

  place('Hobart', '7000', 'TAS', 'City of Hobart', 'Southern Tasmania', -42.882, 147.327, 'Liverpool Street', 'Elizabeth Street'),
  place('Launceston', '7250', 'TAS', 'City of Launceston', 'Northern Tasmania', -41.433, 147.144, 'Charles Street', 'Brisbane Street'),
  place('Devonport', '7310', 'TAS', 'City of Devonport', 'North West Tasmania', -41.18, 146.351, 'Rooke Street', 'Best Street'),
  place('Glenorchy', '7010', 'TAS', 'City of Glenorchy', 'Southern Tasmania', -42.833, 147.276, 'Main Road', 'Terry Street'),
  place('Burnie', '7320', 'TAS', 'City of Burnie', 'North West Tasmania', -41.053, 145.906, 'Wilson Street', 'Mount Street'),

  place('Belconnen', '2617', 'ACT', 'Australian Capital Territory', 'Canberra', -35.239, 149.066, 'Benjamin Way', 'Emu Bank'),
  place('Greenway', '2900', 'ACT', 'Australian Capital Territory', 'Canberra', -35.418, 149.067, 'Anketell Street', 'Pitman Street'),
  place('Canberra', '2601', 'ACT', 'Australian Capital Territory', 'Canberra', -35.28, 149.13, 'London Circuit', 'Northbourne Avenue'),
  place('Gungahlin', '2912', 'ACT', 'Australian Capital Territory', 'Canberra', -35.186, 149.133, 'Hibberson Street', 'Gungahlin Place'),
  place('Phillip', '2606', 'ACT', 'Australian Capital Territory', 'Canberra', -35.347, 149.09, 'Launceston Street', 'Bowes Street'),

  place('Darwin City', '0800', 'NT', 'City of Darwin', 'Top End', -12.463, 130.844, 'Mitchell Street', 'Smith Street'),
  place('Palmerston City', '0830', 'NT', 'City of Palmerston', 'Top End', -12.48, 130.984, 'Temple Terrace', 'Frances Drive'),
  place('Alice Springs', '0870', 'NT', 'Alice Springs Town Council', 'Central Australia', -23.698, 133.881, 'Todd Street', 'Hartley Street'),
  place('Katherine', '0850', 'NT', 'Katherine Town Council', 'Big Rivers', -14.465, 132.264, 'Katherine Terrace', 'First Street'),
  place('Casuarina', '0810', 'NT', 'City of Darwin', 'Top End', -12.374, 130.882, 'Bradshaw Terrace', 'Trower Road'),
]

export const placeNamed = (suburb: string) => {
  const found = places.find((candidate) => candidate.suburb === suburb)
  if (!found) throw new Error(`No place ${suburb}`)
  return found
}
