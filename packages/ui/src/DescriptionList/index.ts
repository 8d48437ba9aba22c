export { DescriptionList } from './DescriptionList';
export type { DescriptionListProps, DescriptionListItem } from './DescriptionList';
