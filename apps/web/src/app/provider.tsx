import { AppRouter } from './router.tsx';

/** The query cache lives in the dashboard layout (app/layout), so the login page does not load it. */
export function AppProvider() {
  return <AppRouter />;
}
