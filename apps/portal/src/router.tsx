import { createBrowserRouter, Navigate } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { HomePage } from './pages/HomePage';

export const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/page-not-found', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/page-not-found" replace /> },
]);
