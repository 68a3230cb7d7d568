/**
 * The invoice routes for stories: a screen's links and navigations land somewhere a play test
 * can see (the page reached and the URL, list state included), as they do in the app.
 */
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';

import { InvoiceEditScreen } from '@/screens/invoice/invoice-edit-screen';
import { InvoiceListScreen } from '@/screens/invoice/invoice-list-screen';
import { InvoicePreviewScreen } from '@/screens/invoice/invoice-preview-screen';

function PreviewRoute() {
  const { id = '' } = useParams();
  return <InvoicePreviewScreen key={id} id={id} />;
}

function EditRoute() {
  const { id = '' } = useParams();
  return <InvoiceEditScreen key={id} id={id} />;
}

/** Where the story's router is now: path and query, for play tests to read. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-location="" className="ee:sr-only">
      {location.pathname + location.search}
    </output>
  );
}

/** The four invoice routes as the app has them, with the current location readable. */
export function InvoiceStoryRoutes({ children }: { children?: ReactNode }) {
  return (
    <>
      <Routes>
        <Route path="/apps/invoice/list" element={<InvoiceListScreen />} />
        <Route path="/apps/invoice/preview/:id" element={<PreviewRoute />} />
        <Route path="/apps/invoice/add" element={<InvoiceEditScreen />} />
        <Route path="/apps/invoice/edit/:id" element={<EditRoute />} />
      </Routes>
      {children}
      <LocationProbe />
    </>
  );
}

/** The router's current path and query. */
export const currentLocation = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-location]')?.textContent ?? '';
