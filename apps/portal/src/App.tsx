import { Provider } from '@agency/ui';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function App() {
  return (
    <Provider>
      <RouterProvider router={router} />
    </Provider>
  );
}
