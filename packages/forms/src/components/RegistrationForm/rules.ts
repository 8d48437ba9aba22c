import { yupResolver } from '@hookform/resolvers/yup';
import { registrationSchema } from '../../schemas';

/** The registration form's rules: a module of its own, which RegistrationForm loads when they are asked for. */
export const registrationResolver = yupResolver(registrationSchema);
