// Public API of @agency/ui. Named exports only; types apart. A test guards this list.

export {
  theme,
  MOBILE_BREAKPOINT_PX,
  lightColors,
  contrastPairs,
  contrastRatio,
  relativeLuminance,
  brandTheme,
} from './theme';
export type { Theme, SpaceToken, SizeToken, ColorRole, AgencyBrand } from './theme';
export { Provider, GlobalStyle, BrandProvider } from './Provider';
export type { ProviderProps, BrandProviderProps } from './Provider';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { normalizeWhitespace, formatDate, parseDate } from './utils';

// Form controls
export { Field } from './Field';
export type { FieldProps, FieldOwnProps, FieldControlProps } from './Field';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { PhoneField, formatPhone } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';

// Content and layout
export { Heading } from './Heading';
export type { HeadingProps, HeadingLevel, HeadingSize } from './Heading';
export { Text } from './Text';
export type { TextProps, TextTone, TextSize } from './Text';
export { Stack } from './Stack';
export type { StackProps, StackMaxWidth } from './Stack';
export { DescriptionList } from './DescriptionList';
export type { DescriptionListProps, DescriptionListItem } from './DescriptionList';
export { Link } from './Link';
export type { LinkProps } from './Link';
export { Markdown, renderMarkdown } from './Markdown';
export type { MarkdownProps } from './Markdown';
export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { Card } from './Card';
export type { CardProps } from './Card';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { LoadingState } from './LoadingState';
export type { LoadingStateProps } from './LoadingState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';

// Overlays and feedback
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';

// Application shell and navigation
export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { MenuButton } from './MenuButton';
export type { MenuButtonProps, MenuEntry } from './MenuButton';
export { NavBar } from './NavBar';
export type { NavBarProps } from './NavBar';
export { SideNav } from './SideNav';
export type { SideNavProps } from './SideNav';

// Data display and page structure
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Meter } from './Meter';
export type { MeterProps } from './Meter';
export { Stat } from './Stat';
export type { StatProps, StatTrend } from './Stat';
export { Timeline } from './Timeline';
export type { TimelineProps, TimelineEvent, TimelineTone } from './Timeline';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps, BreadcrumbItem } from './PageHeader';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, DataTableAlign, SortDirection } from './DataTable';
export { Combobox } from './Combobox';
export type { ComboboxProps, ComboboxSingleProps, ComboboxMultipleProps, ComboboxOption } from './Combobox';
export { FileDrop, DEFAULT_MAX_FILE_SIZE } from './FileDrop';
export type { FileDropProps, FileRejection } from './FileDrop';
export { ErrorSummary, focusFirstProblem } from './ErrorSummary';
export type { ErrorSummaryProps, ErrorSummaryItem } from './ErrorSummary';
export { SignaturePad } from './SignaturePad';
export type { SignaturePadProps } from './SignaturePad';
