import { chakra } from "@chakra-ui/react";
import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "../errors/ErrorBoundary";

/**
 * Around a part loaded on first use (checklistParts.ts): while it loads, nothing; if its chunk cannot be
 * fetched (the network gone since the page loaded), a message in its place, and the rest of the page
 * keeps working. React keeps a failed lazy load failed, so only a reload fetches it again.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <chakra.p role="alert" fontSize="sm" color="fg.error">
          This could not be loaded.
        </chakra.p>
      )}
    >
      <Suspense>{children}</Suspense>
    </ErrorBoundary>
  );
}
