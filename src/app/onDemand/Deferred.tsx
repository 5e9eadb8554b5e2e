import { chakra } from "@chakra-ui/react";
import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { useT } from "../language/TranslatorContext";

/**
 * Around a part loaded on first use (checklistParts.ts): while it loads, nothing (or what `loading` says); if its chunk cannot be
 * fetched (the network gone since the page loaded), a message in its place, and the rest of the page
 * keeps working. React keeps a failed lazy load failed, so only a reload fetches it again.
 */
export function Deferred({
  children,
  loading,
}: {
  children: ReactNode;
  /** Shown while it loads, where a wait should be said (guidance's status); nothing otherwise. */
  loading?: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={() => <PartUnavailable />}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function PartUnavailable() {
  const t = useT();
  return (
    <chakra.p role="alert" fontSize="sm" color="fg.error">
      {t("error.partUnavailable")}
    </chakra.p>
  );
}
