import { getUserByUserId, type User } from '../contract';
import type { ApiCall } from '../call';
import type { FullResponse } from '../types';

export interface UserApi {
  getUserByUserId(): Promise<FullResponse<User>>;
}

export function createUserApi(call: ApiCall): UserApi {
  return { getUserByUserId: () => call(getUserByUserId) };
}
