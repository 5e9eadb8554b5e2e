import { Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslator } from "../language/TranslatorContext";
import { PageHeading } from "../layout/PageHeading";
import { useGuidanceCopy } from "../onDemand";
import { PrinciplesCovered } from "./PrinciplesCovered";
import { SourceLinks } from "./SourceLinks";
import { THREE_COLUMNS } from "./threeColumns";

export function AboutPage() {
  const { language, t } = useTranslator();
  const ABOUT_PAGE = useGuidanceCopy(language.code, "about").aboutPage(t);
  return (
    <Stack gap="8">
      <Box>
        <PageHeading documentTitle={ABOUT_PAGE.title}>{ABOUT_PAGE.title}</PageHeading>
        <Text fontSize="lg" color="fg.muted" maxW="3xl">
          {ABOUT_PAGE.intro}
        </Text>
      </Box>
      <Grid as="ul" templateColumns={THREE_COLUMNS} gap="4" listStyle="none" p="0" m="0">
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
      </Grid>
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
