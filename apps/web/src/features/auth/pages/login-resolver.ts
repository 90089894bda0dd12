import { ZLoginRequest } from '@futsal/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';

/** The sign-in form's validation, loaded apart from the page (see lib/lazy-resolver). */
export const loginResolver = zodResolver(ZLoginRequest);
