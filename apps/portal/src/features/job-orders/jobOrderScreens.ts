// The job orders' screens, loaded as one chunk (as the Institution List's: institutions/route.tsx says why).
export { EditJobOrderPage } from './EditJobOrderPage';
export { JobOrderListPage } from './JobOrderListPage';
export { JobOrderPage } from './JobOrderPage';
export { NewJobOrderPage } from './NewJobOrderPage';
