import { Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../language/TranslatorContext";

interface PageHeadingProps {
  children: ReactNode;
  /** Names the browser tab; the product title is appended. */
  documentTitle: string;
}

/** The page's one h1. Focusable from script so route changes can move focus to it. */
export function PageHeading({ children, documentTitle }: PageHeadingProps) {
  const t = useT();
  return (
    <>
      <title>{t("page.documentTitle", { page: documentTitle, product: t("product.title") })}</title>
      <Heading
        as="h1"
        size={{ base: "2xl", md: "3xl" }}
        tabIndex={-1}
        mb="4"
        outline="none"
        _focusVisible={{ outline: "2px solid", outlineColor: "teal.solid", outlineOffset: "4px" }}
      >
        {children}
      </Heading>
    </>
  );
}
