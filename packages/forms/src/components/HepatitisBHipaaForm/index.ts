export { HepatitisBHipaaForm } from './HepatitisBHipaaForm';
export type { HepatitisBHipaaFormProps } from './HepatitisBHipaaForm';
