import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ABOUT_PAGE } from "../../data";
import { PageHeading } from "../layout/PageHeading";
import { PrinciplesCovered } from "./PrinciplesCovered";
import { SourceLinks } from "./SourceLinks";

export function AboutPage() {
  return (
    <Stack gap="8">
      <Box>
        <PageHeading documentTitle={ABOUT_PAGE.title}>{ABOUT_PAGE.title}</PageHeading>
        <Text fontSize="lg" color="fg.muted" maxW="3xl">
          {ABOUT_PAGE.intro}
        </Text>
      </Box>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyle="none" p="0" m="0">
        {ABOUT_PAGE.cards.map((card) => (
          <Box
            as="li"
            key={card.title}
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            p="5"
            bg="bg.panel"
            shadow="xs"
          >
            <Heading as="h2" size="lg" mb="2">
              {card.title}
            </Heading>
            <Text color="fg.muted">{card.text}</Text>
            {card.links && <SourceLinks links={card.links} />}
          </Box>
        ))}
      </SimpleGrid>
      {ABOUT_PAGE.sections.map((section) => (
        <Box as="section" key={section.title} aria-labelledby={`about-${section.title}`} maxW="4xl">
          <Heading as="h2" size="xl" mb="2" id={`about-${section.title}`}>
            {section.title}
          </Heading>
          <Text color="fg.muted">{section.text}</Text>
          {section.listsPrinciples && <PrinciplesCovered />}
        </Box>
      ))}
    </Stack>
  );
}
