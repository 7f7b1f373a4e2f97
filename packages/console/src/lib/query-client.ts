import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// An answered call (any code) is final; a network failure is tried once more.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !isApiError(error) || (error.code === '10' && failureCount < 1),
      refetchOnWindowFocus: false,
      staleTime: 5_000,
    },
    mutations: { retry: false },
  },
});
