/** The design system's one entry point: components, tokens and the theme provider. */
export { ThemeProvider } from './ThemeProvider';
export * from './tokens';
export { visuallyHidden } from './visuallyHidden';

export { Spinner, type SpinnerProps, type SpinnerSize, type SpinnerTone } from './Spinner/Spinner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Badge, type BadgeKind, type BadgeProps } from './Badge/Badge';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { Select, type SelectProps } from './Select/Select';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Dialog, DialogActions, type DialogProps, type DialogSize } from './Dialog/Dialog';
export { Container, type ContainerProps, type ContainerWidth } from './Container/Container';
export { CardGrid, type CardGridColumns, type CardGridProps } from './CardGrid/CardGrid';
export { Section, type SectionProps, type SectionTone } from './Section/Section';
export { Accordion, type AccordionEntry, type AccordionProps } from './Accordion/Accordion';
export { Tabs, type TabEntry, type TabsProps } from './Tabs/Tabs';
export { Table, type TableColumn, type TableProps } from './Table/Table';
export {
  SearchOverlay,
  matchesSearch,
  type SearchOverlayProps,
} from './SearchOverlay/SearchOverlay';
export { Map, OPEN_STREET_MAP, type MapMarker, type MapProps } from './Map/Map';
export { Toaster, type ToasterProps } from './Toaster/Toaster';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
