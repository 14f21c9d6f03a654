import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers will not change by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});

/** The user whose answers the cache holds. */
let cacheOwner: number | undefined;

/**
 * Empties the cache when another user signs in on this tab, so they never see, even for a moment, the screens or
 * machines of the one before. Called before anything of the new user's is read.
 */
export function cacheFor(user: number | undefined) {
  if (user !== undefined && user !== cacheOwner) {
    queryClient.clear();
    cacheOwner = user;
  }
}
