// The app's root: theme, checklist state (held above the routes so ticks survive navigation), routes.

import { ChakraProvider } from "@chakra-ui/react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ChecklistPage } from "./checklist/ChecklistPage";
import { AppCrashScreen } from "./errors/AppCrashScreen";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { AppLayout } from "./layout/AppLayout";
import { AboutPage } from "./pages/AboutPage";
import { HowToUsePage } from "./pages/HowToUsePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { ChecklistProvider } from "./state/ChecklistContext";
import { system } from "./theme/system";

export function App() {
  return (
    <ErrorBoundary fallback={() => <AppCrashScreen />}>
      <ChakraProvider value={system}>
        <ChecklistProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ChecklistProvider>
      </ChakraProvider>
    </ErrorBoundary>
  );
}

/** The routes alone, so tests can mount them inside a MemoryRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<ChecklistPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="how-to-use" element={<HowToUsePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
