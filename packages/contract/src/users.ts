import { z } from 'zod';
import { userSchema } from './auth';

/** GET/PUT /user/v1/users/{id}/ answer: the user, plus the farmer's parent name when the user is a farmer. */
export const userDetailSchema = userSchema.extend({
  parent_name: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
