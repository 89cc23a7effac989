// Every role family the reader knows, in one list.
import { BEAUTY } from './beauty';
import { CONSTRUCTION } from './construction';
import { CUSTOMER_SERVICE } from './customer-service';
import { DATA } from './data';
import { DENTAL } from './dental';
import { DESIGN } from './design';
import { EARLY_CHILDHOOD } from './early-childhood';
import { EDUCATION } from './education';
import { ENGINEERING } from './engineering';
import type { FamilyLexicon, RoleFamily } from './family-lexicon';
import { FINANCE } from './finance';
import { FREIGHT } from './freight';
import { GRAPHIC_DESIGN } from './graphic-design';
import { HEALTHCARE } from './healthcare';
import { HOSPITALITY } from './hospitality';
import { HOTEL } from './hotel';
import { HR } from './hr';
import { LEGAL } from './legal';
import { LOGISTICS } from './logistics';
import { MARKETING } from './marketing';
import { PASSENGER_TRANSPORT } from './passenger-transport';
import { PHARMACY } from './pharmacy';
import { PROCUREMENT } from './procurement';
import { PRODUCT } from './product';
import { PROJECT_MANAGEMENT } from './project-management';
import { REAL_ESTATE } from './real-estate';
import { RETAIL } from './retail';
import { SALES } from './sales';
import { SECURITY } from './security';
import { SOCIAL_CARE } from './social-care';
import { SOCIAL_WORK } from './social-work';
import { SOFTWARE } from './software';
import { TRADES } from './trades';
import { TRANSPORT } from './transport';

export { ROLE_FAMILIES } from './family-lexicon';
export type { FamilyLexicon, FamilyQuestions, RoleFamily } from './family-lexicon';

export const FAMILY_LEXICONS: readonly FamilyLexicon[] = [
  SOFTWARE,
  DATA,
  PRODUCT,
  DESIGN,
  SALES,
  CUSTOMER_SERVICE,
  HEALTHCARE,
  LOGISTICS,
  FINANCE,
  EDUCATION,
  MARKETING,
  HR,
  TRADES,
  HOSPITALITY,
  LEGAL,
  CONSTRUCTION,
  TRANSPORT,
  PHARMACY,
  HOTEL,
  DENTAL,
  EARLY_CHILDHOOD,
  GRAPHIC_DESIGN,
  FREIGHT,
  SOCIAL_CARE,
  SOCIAL_WORK,
  PROCUREMENT,
  REAL_ESTATE,
  ENGINEERING,
  PASSENGER_TRANSPORT,
  PROJECT_MANAGEMENT,
  BEAUTY,
  RETAIL,
  SECURITY,
];

export function getFamilyLexicon(family: RoleFamily): FamilyLexicon {
  const lexicon = FAMILY_LEXICONS.find((entry) => entry.family === family);
  if (!lexicon) throw new Error(`No lexicon for role family ${family}`);
  return lexicon;
}
