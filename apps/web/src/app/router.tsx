// The route table of spec §2. Each screen's code loads on demand.
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  { path: '/', lazy: async () => ({ Component: (await import('./routes/login.tsx')).default }) },
  { path: '/login', lazy: async () => ({ Component: (await import('./routes/login.tsx')).default }) },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
