import { Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PRODUCT_TITLE } from "../../data";

interface PageHeadingProps {
  children: ReactNode;
  /** Names the browser tab; the product title is appended. */
  documentTitle: string;
}

/** The page's one h1. Focusable from script so route changes can move focus to it. */
export function PageHeading({ children, documentTitle }: PageHeadingProps) {
  return (
    <>
      <title>{`${documentTitle} | ${PRODUCT_TITLE}`}</title>
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
