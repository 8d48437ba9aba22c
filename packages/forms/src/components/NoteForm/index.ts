export { NoteForm } from './NoteForm';
export type { NoteFormProps } from './NoteForm';
