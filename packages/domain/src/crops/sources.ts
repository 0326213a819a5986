/** Where the catalogue's facts come from; each crop lists the ids it draws on. */
export interface CropSource {
  id: string;
  citation: string;
  /** What this catalogue takes from it. */
  used_for: string;
}

export const CROP_SOURCES: readonly CropSource[] = [
  {
    id: 'coldtivate',
    citation:
      'Coldtivate crop data, BASE (Basel Agency for Sustainable Energy) and Empa, published with the open-source Coldtivate platform (crop-kinetics.csv).',
    used_for: 'type, shelf-life model constants k0 and Ea, initial quality per harvest day; temperature and storage life where the Cantwell table has none',
  },
  {
    id: 'cantwell-2001',
    citation:
      'Cantwell, M. (2001). Properties and recommended conditions for long-term storage of fresh fruits and vegetables. University of California, Davis (crop-storage.csv).',
    used_for: 'optimal temperature, storage life, ethylene production and sensitivity',
  },
  {
    id: 'usda-ah66',
    citation:
      'Gross, K.C., Wang, C.Y. and Saltveit, M. (eds.) (2016). The Commercial Storage of Fruits, Vegetables, and Florist and Nursery Stocks. USDA Agriculture Handbook 66.',
    used_for: 'yam: temperature, relative humidity and storage life of cured tubers',
  },
  {
    id: 'ucdavis-sweetpotato',
    citation:
      'Cantwell, M. and Suslow, T. Sweetpotato: Recommendations for Maintaining Postharvest Quality. Produce Facts, Postharvest Technology Center, University of California, Davis.',
    used_for: 'sweet potato: temperature and storage life (the Coldtivate row has none)',
  },
  {
    id: 'kader-2002',
    citation:
      'Kader, A.A. (ed.) (2002). Postharvest Technology of Horticultural Crops, 3rd edition. University of California ANR Publication 3311.',
    used_for:
      'relative humidity by class of produce: fruits 85–95 %, most vegetables 90–98 %, dry onions and pumpkins 70–75 %, carrot and radish 95–100 %',
  },
  {
    id: 'derived',
    citation: 'Derived by the catalogue script (packages/domain/scripts/generate-crop-catalogue.ts).',
    used_for:
      'initial quality for yesterday, the day before and earlier where only today is published: q_today · exp(−n · k(30 °C)) for n = 1, 2, 3 days, the rule the published values follow',
  },
];

export function cropSourceById(id: string): CropSource | undefined {
  return CROP_SOURCES.find((source) => source.id === id);
}
