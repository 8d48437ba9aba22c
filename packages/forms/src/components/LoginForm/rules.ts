import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from '../../schemas';

/** The login form's rules: a module of its own, which LoginForm loads when they are asked for. */
export const loginResolver = yupResolver(loginSchema);
