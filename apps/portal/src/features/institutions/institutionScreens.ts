// The Institution List's three screens, loaded as one chunk (route.tsx says why).
export { InstitutionListPage } from './InstitutionListPage';
export { InstitutionPage } from './InstitutionPage';
export { NewInstitutionPage } from './NewInstitutionPage';
