export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, DataTableAlign, SortDirection } from './DataTable';
