import { Box, Container, Flex, Text, chakra } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { PRODUCT_SUBTITLE, PRODUCT_TITLE } from "../../data";
import { SiteNavigation } from "./SiteNavigation";

const HomeLink = chakra(Link);

export function SiteHeader() {
  return (
    <Box
      as="header"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      className="site-header"
    >
      <Container maxW="5xl" px={{ base: "4", md: "6" }}>
        <Flex align="center" justify="space-between" gap="6" py={{ base: "3", md: "4" }}>
          <Box minW="0">
            {/* Not a heading: each page has its own h1, and this title repeats on every page. */}
            <HomeLink
              to="/"
              display="inline-block"
              fontSize={{ base: "lg", md: "xl" }}
              fontWeight="bold"
              lineHeight="short"
              color="fg"
              textDecoration="none"
              _hover={{ textDecoration: "underline" }}
              focusVisibleRing="outside"
              rounded="sm"
            >
              {PRODUCT_TITLE}
            </HomeLink>
            <Text mt="1" fontSize={{ base: "sm", md: "md" }} color="fg.muted">
              {PRODUCT_SUBTITLE}
            </Text>
          </Box>
          <SiteNavigation label="Main" variant="desktop" />
        </Flex>
      </Container>
      <SiteNavigation label="Main (mobile)" variant="mobile" />
    </Box>
  );
}
