/** Australian state and territory codes with their names. */
export const AU_STATES = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
} as const;
export type AuStateCode = keyof typeof AU_STATES;

export interface Locality {
  name: string;
  state: AuStateCode;
  postcode: string;
  /** Approximate centre of the locality. */
  lat: number;
  lng: number;
}

type Row = [name: string, state: AuStateCode, postcode: string, lat: number, lng: number];

/**
 * The offline maps provider's gazetteer: real Australian localities with their postcodes and
 * approximate centres. Sydney first (the demo restaurants: Golden Dragon in the CBD, Bondi Bites at
 * Bondi Beach), then each state's capital and a few large towns. Earlier rows win ties.
 */
const ROWS: Row[] = [
  // Sydney: the city and around Golden Dragon (380 Sussex Street, Sydney NSW 2000)
  ['Sydney', 'NSW', '2000', -33.8688, 151.2093],
  ['Haymarket', 'NSW', '2000', -33.881, 151.204],
  ['The Rocks', 'NSW', '2000', -33.8599, 151.209],
  ['Millers Point', 'NSW', '2000', -33.859, 151.203],
  ['Barangaroo', 'NSW', '2000', -33.861, 151.201],
  ['Dawes Point', 'NSW', '2000', -33.856, 151.207],
  ['Pyrmont', 'NSW', '2009', -33.87, 151.194],
  ['Ultimo', 'NSW', '2007', -33.879, 151.197],
  ['Chippendale', 'NSW', '2008', -33.887, 151.199],
  ['Surry Hills', 'NSW', '2010', -33.886, 151.211],
  ['Darlinghurst', 'NSW', '2010', -33.879, 151.219],
  ['Potts Point', 'NSW', '2011', -33.87, 151.225],
  ['Elizabeth Bay', 'NSW', '2011', -33.872, 151.229],
  ['Woolloomooloo', 'NSW', '2011', -33.87, 151.22],
  ['Redfern', 'NSW', '2016', -33.893, 151.204],
  ['Waterloo', 'NSW', '2017', -33.9, 151.207],
  ['Zetland', 'NSW', '2017', -33.907, 151.211],
  ['Alexandria', 'NSW', '2015', -33.902, 151.194],
  ['Glebe', 'NSW', '2037', -33.879, 151.185],
  ['Newtown', 'NSW', '2042', -33.898, 151.179],
  ['Annandale', 'NSW', '2038', -33.881, 151.17],
  ['Leichhardt', 'NSW', '2040', -33.884, 151.157],
  ['Balmain', 'NSW', '2041', -33.859, 151.179],
  ['Marrickville', 'NSW', '2204', -33.911, 151.155],
  ['Paddington', 'NSW', '2021', -33.884, 151.231],
  // The eastern suburbs, around Bondi Bites (2/140 Campbell Parade, Bondi Beach NSW 2026)
  ['Bondi Beach', 'NSW', '2026', -33.8915, 151.2767],
  ['Bondi', 'NSW', '2026', -33.894, 151.264],
  ['North Bondi', 'NSW', '2026', -33.885, 151.281],
  ['Tamarama', 'NSW', '2026', -33.899, 151.27],
  ['Bondi Junction', 'NSW', '2022', -33.893, 151.25],
  ['Bronte', 'NSW', '2024', -33.904, 151.264],
  ['Waverley', 'NSW', '2024', -33.899, 151.255],
  ['Woollahra', 'NSW', '2025', -33.888, 151.245],
  ['Edgecliff', 'NSW', '2027', -33.879, 151.237],
  ['Double Bay', 'NSW', '2028', -33.878, 151.243],
  ['Rose Bay', 'NSW', '2029', -33.87, 151.266],
  ['Vaucluse', 'NSW', '2030', -33.858, 151.277],
  ['Clovelly', 'NSW', '2031', -33.913, 151.26],
  ['Randwick', 'NSW', '2031', -33.914, 151.242],
  ['Coogee', 'NSW', '2034', -33.92, 151.255],
  ['Kensington', 'NSW', '2033', -33.908, 151.223],
  ['Maroubra', 'NSW', '2035', -33.95, 151.243],
  ['Mascot', 'NSW', '2020', -33.926, 151.192],
  // Greater Sydney and New South Wales
  ['North Sydney', 'NSW', '2060', -33.839, 151.207],
  ['Kirribilli', 'NSW', '2061', -33.848, 151.213],
  ['Neutral Bay', 'NSW', '2089', -33.832, 151.218],
  ['Mosman', 'NSW', '2088', -33.829, 151.244],
  ['Chatswood', 'NSW', '2067', -33.796, 151.183],
  ['Manly', 'NSW', '2095', -33.797, 151.288],
  ['Rhodes', 'NSW', '2138', -33.83, 151.087],
  ['Sydney Olympic Park', 'NSW', '2127', -33.847, 151.069],
  ['Strathfield', 'NSW', '2135', -33.88, 151.083],
  ['Burwood', 'NSW', '2134', -33.877, 151.104],
  ['Parramatta', 'NSW', '2150', -33.815, 151.001],
  ['Hurstville', 'NSW', '2220', -33.967, 151.102],
  ['Cronulla', 'NSW', '2230', -34.057, 151.152],
  ['Liverpool', 'NSW', '2170', -33.92, 150.923],
  ['Penrith', 'NSW', '2750', -33.751, 150.694],
  ['Newcastle', 'NSW', '2300', -32.9283, 151.7817],
  ['Wollongong', 'NSW', '2500', -34.425, 150.893],
  ['Byron Bay', 'NSW', '2481', -28.643, 153.612],
  // Victoria
  ['Melbourne', 'VIC', '3000', -37.8136, 144.9631],
  ['Southbank', 'VIC', '3006', -37.823, 144.965],
  ['Docklands', 'VIC', '3008', -37.817, 144.946],
  ['Carlton', 'VIC', '3053', -37.8, 144.967],
  ['Fitzroy', 'VIC', '3065', -37.798, 144.978],
  ['Collingwood', 'VIC', '3066', -37.802, 144.988],
  ['Richmond', 'VIC', '3121', -37.823, 144.998],
  ['South Yarra', 'VIC', '3141', -37.838, 144.992],
  ['St Kilda', 'VIC', '3182', -37.867, 144.98],
  ['Brunswick', 'VIC', '3056', -37.767, 144.96],
  ['Footscray', 'VIC', '3011', -37.8, 144.9],
  ['Box Hill', 'VIC', '3128', -37.819, 145.122],
  ['Geelong', 'VIC', '3220', -38.149, 144.36],
  ['Ballarat Central', 'VIC', '3350', -37.562, 143.857],
  ['Bendigo', 'VIC', '3550', -36.757, 144.279],
  // Queensland
  ['Brisbane City', 'QLD', '4000', -27.468, 153.028],
  ['Fortitude Valley', 'QLD', '4006', -27.457, 153.034],
  ['New Farm', 'QLD', '4005', -27.467, 153.049],
  ['South Brisbane', 'QLD', '4101', -27.48, 153.02],
  ['West End', 'QLD', '4101', -27.482, 153.009],
  ['Paddington', 'QLD', '4064', -27.46, 153.0],
  ['Surfers Paradise', 'QLD', '4217', -28.002, 153.43],
  ['Southport', 'QLD', '4215', -27.967, 153.4],
  ['Noosa Heads', 'QLD', '4567', -26.394, 153.09],
  ['Maroochydore', 'QLD', '4558', -26.66, 153.099],
  ['Toowoomba City', 'QLD', '4350', -27.562, 151.953],
  ['Townsville City', 'QLD', '4810', -19.259, 146.817],
  ['Cairns City', 'QLD', '4870', -16.92, 145.771],
  // Western Australia
  ['Perth', 'WA', '6000', -31.9523, 115.8613],
  ['Northbridge', 'WA', '6003', -31.947, 115.856],
  ['Subiaco', 'WA', '6008', -31.949, 115.825],
  ['Cottesloe', 'WA', '6011', -31.996, 115.758],
  ['Scarborough', 'WA', '6019', -31.894, 115.756],
  ['Joondalup', 'WA', '6027', -31.745, 115.766],
  ['Fremantle', 'WA', '6160', -32.056, 115.745],
  ['Bunbury', 'WA', '6230', -33.327, 115.641],
  ['Broome', 'WA', '6725', -17.961, 122.236],
  // South Australia
  ['Adelaide', 'SA', '5000', -34.9285, 138.6007],
  ['North Adelaide', 'SA', '5006', -34.906, 138.593],
  ['Norwood', 'SA', '5067', -34.921, 138.631],
  ['Glenelg', 'SA', '5045', -34.98, 138.515],
  ['Port Adelaide', 'SA', '5015', -34.846, 138.503],
  ['Mount Gambier', 'SA', '5290', -37.829, 140.783],
  // Tasmania
  ['Hobart', 'TAS', '7000', -42.8821, 147.3272],
  ['Battery Point', 'TAS', '7004', -42.89, 147.332],
  ['Sandy Bay', 'TAS', '7005', -42.901, 147.326],
  ['Launceston', 'TAS', '7250', -41.439, 147.135],
  ['Devonport', 'TAS', '7310', -41.18, 146.35],
  // Australian Capital Territory
  ['Canberra', 'ACT', '2601', -35.2809, 149.13],
  ['Braddon', 'ACT', '2612', -35.271, 149.135],
  ['Barton', 'ACT', '2600', -35.307, 149.138],
  ['Kingston', 'ACT', '2604', -35.315, 149.145],
  ['Belconnen', 'ACT', '2617', -35.239, 149.066],
  ['Phillip', 'ACT', '2606', -35.346, 149.088],
  // Northern Territory
  ['Darwin City', 'NT', '0800', -12.4634, 130.8456],
  ['Larrakeyah', 'NT', '0820', -12.456, 130.833],
  ['Palmerston City', 'NT', '0830', -12.48, 130.984],
  ['Katherine', 'NT', '0850', -14.465, 132.264],
  ['Alice Springs', 'NT', '0870', -23.698, 133.8807],
];

export const GAZETTEER: readonly Locality[] = ROWS.map(([name, state, postcode, lat, lng]) => ({
  name,
  state,
  postcode,
  lat,
  lng,
}));

/** The gazetteer's locality of this name, state and postcode (case-insensitive name). */
export function findLocality(name: string, state: string, postcode: string): Locality | undefined {
  const n = name.toLowerCase();
  return GAZETTEER.find((l) => l.name.toLowerCase() === n && l.state === state && l.postcode === postcode);
}
